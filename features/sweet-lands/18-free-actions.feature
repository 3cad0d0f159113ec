Feature: Free actions
  Around the main action of a turn a player may trade as often as they can pay
  (chapter 18).

  Background:
    Given a 2-player game in round 2
    And it is player 0's turn
    And player 0 holds 3 cards

  @SL-18.2.3
  Rule: Fifteen gold buy one citizen card

    Example: Buying a card
      Given player 0 has 16 gold
      And the citizen deck holds 3 cards
      When player 0 buys a card
      Then player 0 has 1 gold
      And player 0 holds 4 cards

    Example: Fourteen gold are not enough
      Given player 0 has 14 gold
      And the citizen deck holds 3 cards
      When player 0 buys a card
      Then the action is refused because of SL-18.1.3

  @SL-18.2.4
  Rule: Four gold buy one basic resource of the player's choice

    Example: Buying iron
      Given player 0 has 9 gold
      When player 0 buys 1 iron
      Then player 0 has 5 gold
      And player 0 has 1 iron

  @SL-18.2.6
  Rule: One basic resource sells for one gold

    Example: Selling wood
      Given player 0 has 2 wood
      When player 0 sells 1 wood
      Then player 0 has 1 wood
      And player 0 has 1 gold

  @SL-18.1.3 @SL-7.3.1
  Rule: Free actions can be repeated and taken after the main action

    Example: Trading twice after using an action space
      Given action area I has 1 action space
      And player 0 has 8 gold
      When player 0 uses action area I
      And player 0 pays the hand cost with 1 card
      And player 0 buys 1 wheat
      And player 0 buys 1 wheat
      And player 0 ends the turn
      Then player 0 has 2 wheat
      And player 0 has 0 gold
      And player 1 is to decide

  @SL-7.2.2
  Rule: A turn cannot end before its main action

    Example: Ending the turn without a main action is refused
      When player 0 ends the turn
      Then the action is refused because of SL-7.2.2
