Feature: The property tokens of a player
  Each player has 23 property tokens: 5 tents, 5 houses, 5 buildings, 4 research
  labs, 3 coffee shops and the clock tower (chapter 10, SL-10.1.1). This scenario
  uses the printed set of tokens; the player can pay any cost.

  Background:
    Given a 2-player game in round 2
    And it is player 0's turn
    And player 0 holds 3 cards
    And player 0's map board is:
      | hex  | terrain | placement icon |
      | 0,0  | capital |                |
      | 1,0  | wheat   |                |
      | 2,0  | wheat   |                |
      | 3,0  | wheat   |                |
      | 4,0  | wheat   |                |
      | 5,0  | wheat   |                |
    And player 0's capital hex bonus is nothing
    And player 0 has 99 gold
    And player 0 has 99 wheat
    And player 0 has 99 wood
    And player 0 has 99 iron
    And action area E has 3 action spaces

  @SL-10.1.1
  Rule: A player has five tents and no more

    Example: Once the fifth tent is on the map no tent is offered
      Given player 0 has placed tent_1 on hex 1,0
      And player 0 has placed tent_2 on hex 2,0
      And player 0 has placed tent_3 on hex 3,0
      And player 0 has placed tent_4 on hex 4,0
      And player 0 has placed tent_5 on hex 5,0
      When player 0 uses action area E
      And player 0 pays the hand cost with 1 card
      Then player 0 may place exactly the tokens house_1, building_1, lab_1, shop_orange, shop_green and shop_grey
