Feature: The build free action looks at the whole map board
  Building a terrain tile is offered whenever some hex of the map board may take
  a tile (SL-18.2.2), wherever that hex lies on the board: hexes that cannot
  take one yet, because they touch neither the capital nor a tile, do not hide
  the ones that can. The board and the tile are set up by the scenario.

  Background:
    Given a 2-player game in round 2
    And it is player 0's turn
    And player 0 holds 3 cards
    And player 0 has 3 wheat
    And the terrain tiles in the supply are:
      | tile       | terrain | flipped side |
      | wheat-gold | wheat   | 2 gold       |

  @SL-18.2.2 @SL-9.3.3
  Rule: One hex that may take a tile is enough to offer the build

    Example: A far hex listed first does not hide a hex beside the capital
      Given player 0's map board is:
        | hex  | terrain | placement icon |
        | -2,0 | wheat   |                |
        | 0,0  | capital |                |
        | 1,0  | wheat   |                |
      Then player 0 may build a terrain tile

    Example: A far hex alone is no place for a terrain tile
      Given player 0's map board is:
        | hex  | terrain | placement icon |
        | -2,0 | wheat   |                |
        | 0,0  | capital |                |
        | 1,0  | wheat   |                |
      And player 0 has a face-up wheat-gold tile on hex 1,0
      When player 0 builds a terrain tile paying 3 wheat
      Then the action is refused because of SL-18.2.2
