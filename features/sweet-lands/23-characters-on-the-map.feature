Feature: Characters whose abilities read or change the map
  The printed characters whose basic or clock tower abilities count cities,
  research labs, cookie rabbits and ports, flip tiles or place them (chapter 23).
  Abilities are the printed ones; clock tower conditions, which are provisional
  beyond the wonder icon, are either skipped (the clock tower is already on a hex
  of its own) or set by the scenario. Player 1 has passed, so player 0 plays alone.

  Background:
    Given a 2-player game in round 2
    And it is player 0's turn
    And player 0 holds 2 cards
    And player 1 has already passed
    And player 0's map board is:
      | hex  | terrain | placement icon |
      | 0,0  | capital |                |
      | 1,0  | wheat   |                |
      | 1,-1 | forest  |                |
      | 0,-1 | mine    |                |
      | -1,0 | sea     |                |
      | -1,1 | wheat   |                |
      | 0,1  | wheat   |                |
      | 2,0  | wheat   |                |
      | 3,0  | wheat   |                |
      | 4,0  | wheat   |                |
      | 3,1  | wheat   |                |
    And the terrain tiles in the supply are:
      | tile        | terrain | flipped side |
      | wheat-gold  | wheat   | 2 gold       |
      | sea-wood    | sea     | 1 wood       |
      | forest-gold | forest  | 1 gold       |
      | mine-gold   | mine    | 1 gold       |
    And the property tokens are:
      | token       | kind         | order | cost    | bonus |
      | tent_1      | tent         | 1     | 1 wood  |       |
      | tent_2      | tent         | 2     | 1 wood  |       |
      | tent_3      | tent         | 3     | 1 wood  |       |
      | house_1     | house        | 1     | 1 wood  |       |
      | house_2     | house        | 2     | 1 wood  |       |
      | house_3     | house        | 3     | 1 wood  |       |
      | building_1  | building     | 1     | 1 wood  |       |
      | building_2  | building     | 2     | 1 wood  |       |
      | lab_1       | research lab | 1     | 1 iron  |       |
      | lab_2       | research lab | 2     | 1 iron  |       |
      | clock_tower | clock tower  | 1     | nothing |       |
    And the industry track is:
      | space | carriage bonus | locomotive bonus | industry points | research lab after |
      | 1     |                |                  |                 |                    |
      | 2     | 1 gold         | 1 wood           |                 |                    |
      | 3     | 1 gold         | 1 wood           |                 | lab_2              |
      | 4     | 1 gold         | 1 wood           |                 |                    |

  @SL-23.2.1 @SL-23.1.10
  Rule: Biscuit Bastet's free action gives 1 industry step per city with a research lab

    Example: One city with a research lab gives one step
      Given player 0's character is Biscuit Bastet
      And player 0 has placed tent_1 on hex 1,0
      And player 0 has placed house_1 on hex 0,0
      And player 0 has placed lab_1 on hex 1,-1
      When player 0 uses the character's free action number 1
      Then player 0's carriage is on space 2
      And player 0 has 1 gold
      And player 0 has used their character's free action this round

    Example: A city without a research lab does not count
      Given player 0's character is Biscuit Bastet
      And player 0 has placed tent_1 on hex 1,0
      And player 0 has placed house_1 on hex 0,0
      And player 0 has placed lab_1 on hex 1,-1
      And player 0 has placed tent_2 on hex 3,0
      And player 0 has placed house_2 on hex 4,0
      And player 0 has placed building_1 on hex 3,1
      When player 0 uses the character's free action number 1
      Then player 0's carriage is on space 2
      And player 0 has 1 gold

  @SL-23.2.2
  Rule: Biscuit Bastet's steps are split between the markers like any industry advance

    Example: Two cities with research labs move both markers
      Given player 0's character is Biscuit Bastet
      And player 0's locomotive is on space 1
      And player 0 has placed tent_1 on hex 1,0
      And player 0 has placed house_1 on hex 0,0
      And player 0 has placed lab_1 on hex 1,-1
      And player 0 has placed tent_2 on hex 3,0
      And player 0 has placed house_2 on hex 4,0
      And player 0 has placed lab_2 on hex 3,1
      When player 0 uses the character's free action number 1
      And player 0 moves the carriage
      And player 0 moves the locomotive
      Then player 0's carriage is on space 2
      And player 0's locomotive is on space 2
      And player 0 has 1 gold
      And player 0 has 1 wood

  @SL-23.1.13
  Rule: A character free action that would change nothing is not offered

    Example: Without a city holding a research lab Biscuit Bastet's free action is not offered
      Given player 0's character is Biscuit Bastet
      And player 0 has placed lab_1 on hex 1,0
      And player 0 has placed tent_1 on hex 0,0
      Then player 0 may not take their character's free action

    Example: Taking it anyway is refused
      Given player 0's character is Biscuit Bastet
      When player 0 uses the character's free action number 1
      Then the action is refused because of SL-23.1.13

    Example: A free action whose prosperity steps no track can take is not offered
      Given the prosperity tracks are:
        | track      | colour | steps to the rightmost | bonus spaces | rightmost bonus |
        | orange-top | orange | 3                      |              | 5 gold          |
        | orange-low | orange | 4                      |              | 3 VP            |
        | green-top  | green  | 3                      |              | 2 wood          |
      And player 0's marker on orange-top has advanced 3 spaces
      And player 0's marker on orange-low has advanced 4 spaces
      And player 0's character has a free action that gives 1 prosperity step on the orange tracks
      Then player 0 may not take their character's free action

    Example: The same free action is offered while one orange track has room
      Given the prosperity tracks are:
        | track      | colour | steps to the rightmost | bonus spaces | rightmost bonus |
        | orange-top | orange | 3                      |              | 5 gold          |
        | orange-low | orange | 4                      |              | 3 VP            |
        | green-top  | green  | 3                      |              | 2 wood          |
      And player 0's marker on orange-top has advanced 3 spaces
      And player 0's marker on orange-low has advanced 2 spaces
      And player 0's character has a free action that gives 1 prosperity step on the orange tracks
      Then player 0 may take their character's free action

    Example: With its marker held back by a research lab Biscuit Bastet's free action is not offered
      Given player 0's character is Biscuit Bastet
      And player 0's carriage is on space 3
      And player 0 has placed tent_1 on hex 1,0
      And player 0 has placed house_1 on hex 0,0
      And player 0 has placed lab_1 on hex 1,-1
      Then player 0 may not take their character's free action

    Example: Without a face-up tile Lotus Che's free action is not offered
      Given player 0's character is Lotus Che
      And player 0 has a flipped wheat-gold tile on hex 1,0
      Then player 0 may not take their character's free action

    Example: A free action placing a terrain tile is not offered with no free hex to place it on
      Given player 0's map board is:
        | hex  | terrain | placement icon |
        | 0,0  | capital |                |
        | 1,0  | wheat   |                |
      And player 0 has a face-up wheat-gold tile on hex 1,0
      And player 0's character has the free action to place 1 terrain tile
      Then player 0 may not take their character's free action

    Example: The same free action is offered while a hex beside the capital is free
      Given player 0's map board is:
        | hex  | terrain | placement icon |
        | 0,0  | capital |                |
        | 1,0  | wheat   |                |
      And player 0's character has the free action to place 1 terrain tile
      Then player 0 may take their character's free action

  @SL-23.2.3 @SL-23.1.8
  Rule: With the clock tower, Biscuit Bastet gains 1 industry point per city with a research lab at each pass

    Example: One city with a research lab gives 1 industry point
      Given player 0's character is Biscuit Bastet
      And player 0 has placed the clock tower on a hex of its own
      And player 0 has placed tent_1 on hex 1,0
      And player 0 has placed house_1 on hex 0,0
      And player 0 has placed lab_1 on hex 1,-1
      When player 0 passes
      Then player 0 has 1 industry point

    Example: Regular tile 6 counts the 2 industry points of two cities with research labs
      Given player 0's character is Biscuit Bastet
      And player 0 has placed the clock tower on a hex of its own
      And player 0 has placed tent_1 on hex 1,0
      And player 0 has placed house_1 on hex 0,0
      And player 0 has placed lab_1 on hex 1,-1
      And player 0 has placed tent_2 on hex 3,0
      And player 0 has placed house_2 on hex 4,0
      And player 0 has placed lab_2 on hex 3,1
      And player 0 holds the face-up skill tile skill_6
      And player 0 has 0 industry points
      And player 0 has 0 victory points
      When player 0 passes
      Then player 0 has 2 industry points
      And player 0 has 3 victory points

    Example: Without the clock tower the pass gives no industry point
      Given player 0's character is Biscuit Bastet
      And player 0 has placed tent_1 on hex 1,0
      And player 0 has placed house_1 on hex 0,0
      And player 0 has placed lab_1 on hex 1,-1
      When player 0 passes
      Then player 0 has 0 industry points

  @SL-23.5.3
  Rule: With the clock tower, Rikka Berry gains 1 city point more per city holding a cookie rabbit

    Example: Two cities, one with a rabbit, give 2 and 1 city points
      Given player 0's character is Rikka Berry
      And player 0 has 2 separate cities of a tent, a house and a building each
      And player 0 has a cookie rabbit on hex 0,0
      And player 0 has placed the clock tower on a hex of its own
      When player 0 passes
      Then player 0 has 3 city points

    Example: Before the clock tower only the table pays
      Given player 0's character is Rikka Berry
      And player 0 has 2 separate cities of a tent, a house and a building each
      And player 0 has a cookie rabbit on hex 0,0
      When player 0 passes
      Then player 0 has 2 city points

  @SL-23.6.1
  Rule: Lotus Che's free action flips a face-up tile of her choice for its bonus

    Example: The chosen tile flips and pays its flipped side
      Given player 0's character is Lotus Che
      And player 0 has a face-up wheat-gold tile on hex 1,0
      And player 0 has a face-up sea-wood tile on hex -1,0
      When player 0 uses the character's free action number 1
      Then player 0 may flip exactly the tiles on 1,0 and -1,0
      When player 0 flips the tile on hex 1,0
      Then hex 1,0 of player 0 holds a flipped wheat-gold tile
      And hex -1,0 of player 0 holds a face-up sea-wood tile
      And player 0 has 2 gold
      And player 0 has 0 roads on the map

  @SL-23.6.2 @SL-19.4.3
  Rule: Lotus Che's clock tower lays her city point rate tile, read from that round's pass on

    Example: The rate tile laid during the turn pays at the same round's pass
      Given player 0's character needs 1 wonder icon for the clock tower
      And player 0 has unlocked 1 wonder icon
      And player 0's clock tower lays a city point rate tile of 1 city: 2, 2 cities: 4
      And player 0 has placed tent_1 on hex 1,0
      And player 0 has placed house_1 on hex 0,0
      And player 0 has placed building_1 on hex 1,-1
      And player 0 has placed tent_2 on hex 3,0
      And player 0 has placed house_2 on hex 4,0
      And player 0 has placed building_2 on hex 3,1
      And player 0 has a flipped wheat-gold tile on hex -1,1
      When player 0 places the clock tower on hex -1,1
      And player 0 passes
      Then player 0 has 4 city points

  @SL-23.7.1
  Rule: For Alice Tearose any three connected properties are a city

    Example: Three tents make a city
      Given player 0's character is Alice Tearose
      And player 0 has placed tent_1 on hex 1,0
      And player 0 has placed tent_2 on hex 0,0
      And player 0 has placed tent_3 on hex 1,-1
      When player 0 passes
      Then player 0 has 1 city points

  @SL-23.7.2 @SL-23.7.3
  Rule: With the clock tower, Alice Tearose's clock tower is a city and each city scores 1 VP at each pass

    Example: The clock tower alone and a group of three tents are two cities
      Given player 0's character is Alice Tearose
      And player 0 has placed the clock tower on a hex of its own
      And player 0 has placed tent_1 on hex 1,0
      And player 0 has placed tent_2 on hex 0,0
      And player 0 has placed tent_3 on hex 1,-1
      When player 0 passes
      Then player 0 has 2 victory points
      And player 0 has 2 city points

    Example: Without the clock tower no victory point is scored for cities
      Given player 0's character is Alice Tearose
      And player 0 has placed tent_1 on hex 1,0
      And player 0 has placed tent_2 on hex 0,0
      And player 0 has placed tent_3 on hex 1,-1
      When player 0 passes
      Then player 0 has 0 victory points

  @SL-23.7.4
  Rule: For Alice Tearose too a group is one city at most, and joined groups are one city

    Example: Six connected properties are one city, not two
      Given player 0's character is Alice Tearose
      And player 0 has placed tent_1 on hex 1,0
      And player 0 has placed tent_2 on hex 0,0
      And player 0 has placed tent_3 on hex 1,-1
      And player 0 has placed house_1 on hex 0,-1
      And player 0 has placed house_2 on hex -1,0
      And player 0 has placed house_3 on hex -1,1
      When player 0 passes
      Then player 0 has 1 city points

    Example: A property between two groups of three joins them into one city
      Given player 0's character is Alice Tearose
      And player 0 has placed tent_1 on hex 1,0
      And player 0 has placed tent_2 on hex 0,0
      And player 0 has placed tent_3 on hex 1,-1
      And player 0 has placed house_1 on hex 3,0
      And player 0 has placed house_2 on hex 4,0
      And player 0 has placed house_3 on hex 3,1
      And player 0 has placed building_1 on hex 2,0
      When player 0 passes
      Then player 0 has 1 city points

    Example: Without the property between them the groups are two cities
      Given player 0's character is Alice Tearose
      And player 0 has placed tent_1 on hex 1,0
      And player 0 has placed tent_2 on hex 0,0
      And player 0 has placed tent_3 on hex 1,-1
      And player 0 has placed house_1 on hex 3,0
      And player 0 has placed house_2 on hex 4,0
      And player 0 has placed house_3 on hex 3,1
      When player 0 passes
      Then player 0 has 2 city points

  @SL-23.8.1
  Rule: Elsa Skyr may place a terrain tile away from the capital and the tiles

    Example: A hex far from everything is offered to her
      Given player 0's character is Elsa Skyr
      And player 0 has 6 wheat
      And action area A has 3 action spaces
      When player 0 uses action area A
      And player 0 pays the hand cost with 1 card
      Then player 0 may place a terrain tile on exactly 1,0, 1,-1, 0,-1, -1,0, -1,1, 0,1, 2,0, 3,0, 4,0 and 3,1

  @SL-23.8.2 @SL-23.8.2a
  Rule: Elsa Skyr places 1 terrain tile at every pass, and must when a hex allows it

    Example: The pass asks for a terrain tile with no way to stop
      Given player 0's character is Elsa Skyr
      When player 0 passes
      Then player 0 is asked to place a terrain tile
      And player 0 may not stop

    Example: The tile is placed as part of the pass
      Given player 0's character is Elsa Skyr
      When player 0 passes
      And player 0 places the wheat-gold tile on hex 3,1
      Then hex 3,1 of player 0 holds a face-up wheat-gold tile
      And player 0 has passed

    Example: With no legal hex the placement is lost
      Given player 0's character is Elsa Skyr
      And player 0's map board is:
        | hex | terrain | placement icon |
        | 0,0 | capital |                |
        | 1,0 | wheat   |                |
      And player 0 has a face-up wheat-gold tile on hex 1,0
      When player 0 passes
      Then player 0 has passed
      And player 0 has 1 terrain tile on the map

  @SL-23.8.3 @SL-23.1.9
  Rule: With the clock tower, Elsa Skyr scores 2 VP per connected port at each pass, after her terrain tile

    Example: The tile of her basic ability connects a port before the ports are counted
      Given player 0's character is Elsa Skyr
      And player 0's map board has the port east at hex 2,0
      And player 0's map board has the port west at hex -1,0
      And player 0 has a face-up wheat-gold tile on hex 1,0
      And player 0 has placed the clock tower on a hex of its own
      When player 0 passes
      And player 0 places the wheat-gold tile on hex 2,0
      Then player 0 has 2 victory points

    Example: Two connected ports score 4
      Given player 0's character is Elsa Skyr
      And player 0's map board has the port east at hex 2,0
      And player 0's map board has the port west at hex -1,0
      And player 0 has face-up wheat-gold tiles on 1,0 and 2,0
      And player 0 has a face-up sea-wood tile on hex -1,0
      And player 0 has placed the clock tower on a hex of its own
      When player 0 passes
      And player 0 places the wheat-gold tile on hex 0,1
      Then player 0 has 4 victory points
