Feature: Prosperity at final scoring
  At the end of the game each prosperity track scores one element of the
  player's game at the rate its marker has reached, in whole sets (chapter 13,
  section 13.5; chapter 22, section 22.3). The tracks, their elements in the
  rulebook's order and their rates are set up by the scenario.

  Background:
    Given a 3-player game in round 5
    And it is player 0's turn
    And the prosperity tracks are:
      | track      | colour | steps to the rightmost | scores          | rates                                       |
      | orange-top | orange | 5                      | terrain tiles   | 1: 1 VP per 3, 3: 1 VP per 2, 5: 1 VP per 1 |
      | orange-low | orange | 6                      | cookie rabbits  | 1: 1 VP per 1, 3: 2 VP per 1                |
      | green-top  | green  | 5                      | roads           | 1: 1 VP per 3, 3: 1 VP per 2                |
      | green-low  | green  | 6                      | properties      | 1: 1 VP per 2, 3: 1 VP per 1                |
      | grey-top   | grey   | 5                      | automated cards | 1: 1 VP per 1                               |
      | grey-low   | grey   | 6                      | industry points | 1: 1 VP per 4, 3: 1 VP per 3                |
    And player 0's map board is:
      | hex | terrain |
      | 0,0 | capital |
      | 1,0 | wheat   |
      | 2,0 | wheat   |
      | 3,0 | wheat   |
      | 4,0 | wheat   |
      | 5,0 | wheat   |
      | 6,0 | wheat   |
      | 7,0 | wheat   |
    And the terrain tiles in the supply are:
      | tile       | terrain | flipped side |
      | wheat-gold | wheat   | 2 gold       |
    And player 0 has face-up wheat-gold tiles on 1,0, 2,0, 3,0, 4,0, 5,0, 6,0 and 7,0

  @SL-13.5.1 @SL-22.3.1 @SL-13.5.6
  Rule: Each track scores its element at the rate its marker has reached

    Example: A marker that has not advanced scores nothing
      Then player 0 scores 0 for prosperity at the end

    Example: The lower rate of the top track
      Given player 0's marker on orange-top has advanced 2 spaces
      Then player 0 scores 2 for prosperity at the end

    Example: A higher rate further along the top track
      Given player 0's marker on orange-top has advanced 4 spaces
      Then player 0 scores 3 for prosperity at the end

    Example: The rate of the rightmost space
      Given player 0's marker on orange-top has advanced 5 spaces
      Then player 0 scores 7 for prosperity at the end

    Example: The tracks' scores add up
      Given player 0's marker on orange-top has advanced 1 space
      And player 0's marker on grey-low has advanced 1 space
      And player 0 has 9 industry points
      Then player 0 scores 4 for prosperity at the end

  @SL-13.5.4
  Rule: A rate per N elements counts whole sets only

    Example: Seven tiles at 1 VP per 3 tiles give 2
      Given player 0's marker on orange-top has advanced 1 space
      Then player 0 scores 2 for prosperity at the end

  @SL-13.5.2 @SL-22.3.2 @SL-12.6.1 @SL-13.5.5
  Rule: The tracks score, from the top: terrain tiles, cookie rabbits, roads, properties, automated cards, industry points

    Example: The second track scores the cookie rabbits on the map
      Given player 0's marker on orange-low has advanced 3 spaces
      And player 0 has placed tent_1 on hex 1,0
      And player 0 has placed house_1 on hex 2,0
      And player 0 has cookie rabbits on 1,0 and 2,0
      Then player 0 scores 4 for prosperity at the end

    Example: The third track scores the roads on the map
      Given player 0's marker on green-top has advanced 3 spaces
      And player 0 has a road between 0,0 and 1,0
      And player 0 has a road between 1,0 and 2,0
      And player 0 has a road between 2,0 and 3,0
      And player 0 has a road between 3,0 and 4,0
      Then player 0 scores 2 for prosperity at the end

    Example: The fourth track scores the properties on the map, the clock tower included
      Given player 0's marker on green-low has advanced 3 spaces
      And player 0 has placed tent_1 on hex 1,0
      And player 0 has placed house_1 on hex 2,0
      And player 0 has placed clock_tower on hex 0,0
      Then player 0 scores 3 for prosperity at the end

    Example: The bottom track scores the industry points earned
      Given player 0's marker on grey-low has advanced 3 spaces
      And player 0 has 10 industry points
      Then player 0 scores 3 for prosperity at the end

  @SL-12.6.2
  Rule: Cookie rabbits are not properties

    Example: Rabbits on properties do not add to the property count
      Given player 0's marker on green-low has advanced 3 spaces
      And player 0 has placed tent_1 on hex 1,0
      And player 0 has placed house_1 on hex 2,0
      And player 0 has cookie rabbits on 1,0 and 2,0
      Then player 0 scores 2 for prosperity at the end

  @SL-11.6.5
  Rule: Industry points earned during the game score through the bottom prosperity track

    Example: Industry points gained at a pass raise the track's score
      Given player 0's marker on grey-low has advanced 1 space
      And player 0 has 2 industry points
      And the industry track is:
        | space | carriage bonus | locomotive bonus | industry points | research lab after |
        | 1     |                |                  |                 |                    |
        | 2     |                |                  | 2               |                    |
        | 3     |                |                  |                 |                    |
      And player 0's carriage is on space 3
      When player 0 passes
      Then player 0 has 4 industry points
      And player 0 scores 1 for prosperity at the end
