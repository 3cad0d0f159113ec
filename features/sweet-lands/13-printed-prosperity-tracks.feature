Feature: The printed prosperity tracks
  What the rulebook fixes on the printed prosperity tracks: six tracks in three
  colours, every marker on its track's leftmost space at the start, and the top
  track's rates for terrain tiles (chapter 13, sections 13.1 and 13.5). These
  scenarios use the printed tracks and rely only on those values.

  Background:
    Given a 3-player game in round 3
    And it is player 0's turn
    And player 0 holds 3 cards

  @SL-13.1.1
  Rule: There are six tracks, two of each colour

    Example: The orange tracks are the top two
      Given player 0's character has a free action that gives 1 prosperity step on the orange tracks
      When player 0 uses the character's free action
      Then player 0 may move the markers on exactly prosperity_1 and prosperity_2

    Example: The green tracks are the middle two
      Given player 0's character has a free action that gives 1 prosperity step on the green tracks
      When player 0 uses the character's free action
      Then player 0 may move the markers on exactly prosperity_3 and prosperity_4

    Example: The grey tracks are the bottom two
      Given player 0's character has a free action that gives 1 prosperity step on the grey tracks
      When player 0 uses the character's free action
      Then player 0 may move the markers on exactly prosperity_5 and prosperity_6

  @SL-13.1.3
  Rule: Each player starts with a marker on the leftmost space of every track

    Example: A new game
      Given a new 4-player game is set up from seed 2
      Then every player's prosperity markers are on the leftmost spaces of the six tracks

  @SL-13.5.3 @SL-13.5.4
  Rule: The top track scores terrain tiles: none at first, then 1 VP per 3 tiles, then 1 VP per 2

    Example: A marker that has not advanced scores no terrain tiles
      Given player 0 has 7 terrain tiles on the map
      Then player 0 scores 0 for prosperity at the end

    Example: One or two spaces along give 1 VP per 3 tiles
      Given player 0 has 7 terrain tiles on the map
      And player 0's marker on prosperity_1 has advanced 2 spaces
      Then player 0 scores 2 for prosperity at the end

    Example: Three or four spaces along give 1 VP per 2 tiles
      Given player 0 has 7 terrain tiles on the map
      And player 0's marker on prosperity_1 has advanced 4 spaces
      Then player 0 scores 3 for prosperity at the end

  @SL-13.5.2 @SL-22.3.2
  Rule: The printed tracks score, from the top, terrain tiles, cookie rabbits, roads, properties, automated cards and industry points

    Scenario Outline: Track <track> scores the <element>
      Given player 0's marker on prosperity_<track> is on its rightmost space
      Then at the end player 0 scores prosperity for the <element> and for no other element

      Examples:
        | track | element         |
        | 1     | terrain tiles   |
        | 2     | cookie rabbits  |
        | 3     | roads           |
        | 4     | properties      |
        | 5     | automated cards |
        | 6     | industry points |
