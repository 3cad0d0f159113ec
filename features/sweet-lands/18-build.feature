Feature: The build free action
  For a card and three basic resources a player places one terrain tile or one
  road, and only when there is somewhere to place it (chapter 18, SL-18.2.1 and
  SL-18.2.2).

  Background:
    Given a 2-player game in round 2
    And it is player 0's turn
    And player 0 holds 3 cards
    And player 0's map board is:
      | hex  | terrain | placement icon |
      | 0,0  | capital |                |
      | 1,0  | wheat   |                |
    And the terrain tiles in the supply are:
      | tile       | terrain | flipped side |
      | wheat-gold | wheat   | 2 gold       |

  @SL-18.2.1 @SL-18.2.11
  Rule: A card and three basic resources in any mix buy one terrain tile or one road

    Example: Building a terrain tile with one of each basic resource
      Given player 0 has 1 wheat
      And player 0 has 1 wood
      And player 0 has 1 iron
      When player 0 builds a terrain tile paying 1 wheat, 1 wood and 1 iron
      And player 0 places the wheat-gold tile on hex 1,0
      Then hex 1,0 of player 0 holds a face-up wheat-gold tile
      And player 0 holds 2 cards
      And player 0 has 0 wheat
      And player 0 has 0 wood
      And player 0 has 0 iron

    Example: Building a road with three wood
      Given player 0 has 3 wood
      When player 0 builds a road paying 3 wood
      And player 0 places a road between 0,0 and 1,0
      Then player 0 has a road between 0,0 and 1,0
      And player 0 has 0 wood
      And player 0 holds 2 cards

    Example: The piece built must be placed
      Given player 0 has 3 wood
      When player 0 builds a road paying 3 wood
      Then player 0 may not stop

    Example: Two basic resources are not enough
      Given player 0 has 2 wood
      When player 0 builds a road paying 2 wood
      Then the action is refused because of SL-18.2.1

  @SL-18.1.5
  Rule: Building discards a card, so it keeps the hand rule

    Example: The last card in hand cannot be discarded before round 5
      Given player 0 holds 1 card
      And player 0 has 3 wood
      When player 0 builds a road paying 3 wood
      Then the action is refused because of SL-6.3.1

  @SL-18.2.2
  Rule: Building is offered only for a piece that has a legal place

    Example: With every hex covered, a terrain tile cannot be built
      Given player 0 has a face-up wheat-gold tile on hex 1,0
      And player 0 has 3 wheat
      When player 0 builds a terrain tile paying 3 wheat
      Then the action is refused because of SL-18.2.2

    Example: A road can still be built on the same board
      Given player 0 has a face-up wheat-gold tile on hex 1,0
      And player 0 has 3 wheat
      Then player 0 may build a road
