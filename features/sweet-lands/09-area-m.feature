Feature: Terrain tiles and roads together (area M)
  Area M places up to 3 terrain tiles and up to 3 roads, one piece at a time, in
  any mix the player likes (chapter 8, SL-8.7.1; chapter 9). All advanced areas
  are open from round 3.

  Background:
    Given a 2-player game in round 3
    And it is player 0's turn
    And player 0 holds 3 cards
    And player 0's map board is:
      | hex  | terrain | placement icon |
      | 0,0  | capital |                |
      | 1,0  | wheat   |                |
      | 1,-1 | wheat   |                |
      | 0,-1 | wheat   |                |
      | -1,0 | wheat   |                |
      | -1,1 | wheat   |                |
      | 0,1  | wheat   |                |
    And the terrain tiles in the supply are:
      | tile       | terrain | flipped side |
      | wheat-gold | wheat   | 2 gold       |
    And action area M has 3 action spaces
    And player 0 has 8 wheat
    And player 0 has 8 wood

  @SL-8.7.1
  Rule: Area M mixes up to three tiles and up to three roads, one piece at a time

    Example: Both kinds of piece are offered, and stopping
      When player 0 uses action area M
      And player 0 pays the hand cost with 1 card
      Then player 0 may place a terrain tile on exactly 1,0, 1,-1, 0,-1, -1,0, -1,1 and 0,1
      And player 0 may place a road exactly between:
        | hex  | hex  |
        | 0,0  | 1,0  |
        | 0,0  | 1,-1 |
        | 0,0  | 0,-1 |
        | 0,0  | -1,0 |
        | 0,0  | -1,1 |
        | 0,0  | 0,1  |
        | 1,0  | 1,-1 |
        | 1,-1 | 0,-1 |
        | 0,-1 | -1,0 |
        | -1,0 | -1,1 |
        | -1,1 | 0,1  |
        | 0,1  | 1,0  |
      And player 0 may stop

    Example: A road, a tile and a road in that order
      When player 0 uses action area M
      And player 0 pays the hand cost with 1 card
      And player 0 places a road between 0,0 and 1,0
      And player 0 places the wheat-gold tile on hex 1,0
      And player 0 places a road between 0,0 and 0,1
      Then player 0 has 2 roads on the map
      And player 0 has 1 terrain tile on the map
      And hex 1,0 of player 0 holds a flipped wheat-gold tile
      And player 0 has 2 gold
      And player 0 may stop

    Example: After three tiles only roads are offered
      When player 0 uses action area M
      And player 0 pays the hand cost with 1 card
      And player 0 places the wheat-gold tile on hex 1,0
      And player 0 places the wheat-gold tile on hex 0,1
      And player 0 places the wheat-gold tile on hex -1,0
      Then player 0 may place a terrain tile on exactly none
      And player 0 is asked to place a road

    Example: Six pieces end the action
      When player 0 uses action area M
      And player 0 pays the hand cost with 1 card
      And player 0 places the wheat-gold tile on hex 1,0
      And player 0 places a road between 0,0 and 1,-1
      And player 0 places the wheat-gold tile on hex 0,1
      And player 0 places a road between 0,0 and 0,-1
      And player 0 places the wheat-gold tile on hex -1,0
      And player 0 places a road between 0,0 and -1,1
      Then player 0 may end the turn
      And player 0 has 3 roads on the map
      And player 0 has 3 terrain tiles on the map
      And player 0 has 0 wheat
      And player 0 has 0 wood

    Example: A road refused in the mix names the road rule it breaks
      When player 0 uses action area M
      And player 0 pays the hand cost with 1 card
      And player 0 places a road between 1,0 and 2,0
      Then the action is refused because of SL-9.2.2

    Example: A fourth road is refused once the three are placed
      When player 0 uses action area M
      And player 0 pays the hand cost with 1 card
      And player 0 places a road between 0,0 and 1,0
      And player 0 places a road between 0,0 and 0,1
      And player 0 places a road between 0,0 and -1,0
      And player 0 places a road between 0,0 and 1,-1
      Then the action is refused because of SL-8.7.1

    Example: Another area's action while pieces are still to be placed is refused
      When player 0 uses action area M
      And player 0 pays the hand cost with 1 card
      And player 0 uses action area A
      Then the action is refused because of SL-8.7.1
