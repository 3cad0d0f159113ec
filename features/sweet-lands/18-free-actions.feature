Feature: Free actions
  Around the main action of a turn a player may trade as often as they can pay;
  a character's own free actions are used once a round; no free action can be
  taken outside the player's turn or in the middle of an action (chapter 18).

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

    Example: Exactly fifteen gold are enough
      Given player 0 has 15 gold
      And the citizen deck holds 3 cards
      When player 0 buys a card
      Then player 0 has 0 gold
      And player 0 holds 4 cards

    Example: Fourteen gold are not enough
      Given player 0 has 14 gold
      And the citizen deck holds 3 cards
      When player 0 buys a card
      Then the action is refused because of SL-18.2.3

  @SL-18.2.4 @SL-1.5.3
  Rule: Four gold buy one basic resource of the player's choice

    Example: Buying iron
      Given player 0 has 9 gold
      When player 0 buys 1 iron
      Then player 0 has 5 gold
      And player 0 has 1 iron

    Example: Three gold are not enough
      Given player 0 has 3 gold
      When player 0 buys 1 wheat
      Then the action is refused because of SL-18.2.4

  @SL-18.2.6
  Rule: One basic resource sells for one gold

    Example: Selling wood
      Given player 0 has 2 wood
      When player 0 sells 1 wood
      Then player 0 has 1 wood
      And player 0 has 1 gold

    Example: The last wheat can be sold
      Given player 0 has 1 wheat
      And player 0 has 0 gold
      When player 0 sells 1 wheat
      Then player 0 has 0 wheat
      And player 0 has 1 gold

    Example: A resource the player does not hold cannot be sold
      Given player 0 has 2 wood
      When player 0 sells 1 iron
      Then the action is refused because of SL-18.2.6

  @SL-18.2.7 @SL-1.4.6
  Rule: Three basic resources in any mix exchange for one of the player's choice

    Example: One of each for an iron
      Given player 0 holds 1 wheat, 1 wood and 1 iron as resources
      When player 0 exchanges 1 wheat, 1 wood and 1 iron for 1 iron
      Then player 0 holds 0 wheat, 0 wood and 1 iron as resources

    Example: With four basic resources held, three of them exchange
      Given player 0 holds 1 wheat, 1 wood and 2 iron as resources
      When player 0 exchanges 1 wheat, 1 wood and 1 iron for 1 wheat
      Then player 0 holds 1 wheat, 0 wood and 1 iron as resources

    Example: Two basic resources are not enough
      Given player 0 holds 2 wheat as resources
      When player 0 exchanges 2 wheat and 1 wood for 1 iron
      Then the action is refused because of SL-18.2.7

  @SL-18.2.8 @SL-18.2.11
  Rule: A held action disc can be cashed in for 2 basic resources in any mix

    Example: A disc for a wheat and an iron
      Given player 0 holds 1 action disc
      When player 0 returns an action disc for 1 wheat and 1 iron
      Then player 0 holds 0 action discs
      And player 0 holds 1 wheat, 0 wood and 1 iron as resources

    Example: Every mix of two basic resources is offered
      Given player 0 holds 1 action disc
      Then player 0 may take any 2 basic resources for the action disc

    Example: A held disc does not give three basic resources
      Given player 0 holds 1 action disc
      When player 0 cashes in an action disc for 3 wheat
      Then the action is refused because of SL-18.2.8

  @SL-18.2.12
  Rule: Only a held action disc can be cashed in

    Example: A player without a held disc cannot cash one in
      Given action area I has 1 action space, the first 1 occupied
      When player 0 cashes in an action disc for 2 wheat
      Then the action is refused because of SL-18.2.12

  @SL-18.2.9 @SL-6.2.2
  Rule: A card from the hand can be cashed in for 2 basic resources in any mix

    Example: A card for two wood
      Given player 0 holds the cards c001, c002 and c003
      When player 0 discards the card c002 for 2 wood
      Then player 0 has 2 wood
      And player 0's hand is c001 and c003
      And the discard pile ends with c002

  @SL-18.1.5 @SL-6.3.2
  Rule: A free action that discards may not empty the hand before round 5

    Example: The last card cannot be cashed in during round 4
      Given a 2-player game in round 4
      And it is player 0's turn
      And player 0 holds 1 card
      When player 0 discards a card for 2 wheat
      Then the action is refused because of SL-6.3.1

    Example: The last card can be cashed in during round 5
      Given a 2-player game in round 5
      And it is player 0's turn
      And player 0 holds 1 card
      When player 0 discards a card for 2 wheat
      Then player 0 holds 0 cards
      And player 0 has 2 wheat

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

  @SL-18.1.2 @SL-7.2.2
  Rule: A free action is not the turn's main action

    Example: Ending the turn without a main action is refused
      When player 0 ends the turn
      Then the action is refused because of SL-7.2.2

    Example: After free actions the main action is still to come
      Given action area I has 1 action space
      And player 0 has 8 gold
      When player 0 buys 1 wheat
      And player 0 ends the turn
      Then the action is refused because of SL-7.2.2

    Example: An area can still be used after free actions
      Given action area I has 1 action space
      And player 0 has 8 gold
      When player 0 buys 1 wheat
      And player 0 uses action area I
      And player 0 pays the hand cost with 1 card
      Then player 0 has 1 diamond
      And player 0 has 1 wheat

  @SL-18.1.4 @SL-18.4.2 @SL-7.2.3 @SL-7.5.1
  Rule: An action is resolved completely before any free action

    Example: No trading while a hand cost is being paid
      Given action area I has 1 action space
      And player 0 has 8 gold
      When player 0 uses action area I
      And player 0 buys 1 wheat
      Then the action is refused because of SL-18.4.2

    Example: No trading while an area's effect asks a question
      Given action area X has 1 action space
      And action area X costs nothing and lets the player gain 1 diamond, then either gain 2 gold or gain 1 wheat
      And player 0 has 8 gold
      When player 0 uses action area X
      And player 0 pays the hand cost with 1 card
      And player 0 buys 1 wheat
      Then the action is refused because of SL-18.4.2

    Example: No trading while a free action asks a question
      Given player 0's character has the free action to gain 2 basic resources of the player's choice
      And player 0 has 8 gold
      When player 0 uses the character's free action
      And player 0 buys 1 wheat
      Then the action is refused because of SL-18.4.2

  @SL-18.1.1 @SL-18.4.1
  Rule: Free actions are taken only on the player's own turn in the action phase

    Example: No trading during the cleanup phase
      Given the action phase of round 2 has just ended
      And player 0 has 8 gold
      When player 0 buys 1 wheat
      Then the action is refused because of SL-18.4.1

    Example: No trading during setup
      Given a 2-player game being set up, where player 0 holds the start player marker
      And the characters on offer are:
        | character | board | income | resources |
        | hazel     | 1     | 2 gold | 10 gold   |
        | olive     | 2     | 3 gold | 10 gold   |
      When player 1 buys 1 wheat
      Then the action is refused because of SL-18.1.1

  @SL-18.3.1 @SL-18.3.3
  Rule: A character's free action is taken like any free action and marked as used

    Example: Taking the character's free action
      Given player 0's character has the free action to gain 1 diamond
      When player 0 uses the character's free action
      Then player 0 has 1 diamond
      And player 0 has used their character's free action this round
      And player 0 is asked to take a turn

    Example: A character free action whose condition is not met is not offered
      Given player 0's character has the free action, while holding at least 3 gold, to gain 1 diamond
      And player 0 has 2 gold
      Then player 0 may not take their character's free action

    Example: A character free action whose condition is met is offered
      Given player 0's character has the free action, while holding at least 3 gold, to gain 1 diamond
      And player 0 has 3 gold
      Then player 0 may take their character's free action

    @SL-19.4.1
    Example: A free action of the clock tower side is not offered before the clock tower stands
      Given player 0's character has the clock tower free action to gain 1 diamond
      Then player 0 may not take their character's clock tower free action

    @SL-19.4.1
    Example: A free action of the clock tower side is offered once the clock tower stands
      Given player 0's character has the clock tower free action to gain 1 diamond
      And player 0 has placed the clock tower on a hex of its own
      Then player 0 may take their character's clock tower free action

  @SL-18.3.2
  Rule: A character free action can be taken at most once per round

    Example: The second use in a round is refused
      Given player 0's character has the free action to gain 1 diamond
      When player 0 uses the character's free action
      And player 0 uses the character's free action
      Then the action is refused because of SL-18.3.2

    Example: A free action used on an earlier turn of the round is not offered again
      Given player 0's character has the free action to gain 1 diamond
      And player 0 has used their character's free action this round
      Then player 0 may not take their character's free action

  @SL-6.3.2 @SL-18.1.5
  Rule: A character free action that discards may not empty the hand

    Example: With a single card the discarding free action is not offered
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0 holds 1 card
      And player 0's character has the free action to discard 1 card, then take 1 action disc
      Then player 0 may not take their character's free action

    Example: With two cards the player discards one of their choice
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0 holds the cards c001 and c002
      And player 0's character has the free action to discard 1 card, then take 1 action disc
      When player 0 uses the character's free action
      And player 0 discards the cards c002
      Then player 0's hand is c001
      And player 0 holds 1 action disc

  @SL-18.2.5 @SL-20.2.1
  Rule: Taking a milestone tile whose face-up condition is met is a free action

    Background:
      Given the citizen cards are:
        | card  | kind      | cost | tags | industry tag |
        | Penny | immediate | 0    | tart | none         |
      And the milestone tiles beside the board are:
        | tile   | side a         | side b        | face up |
        | trophy | 3 cards played | 8 gold income | a       |
        | medal  | 4 cards played | 8 gold income | a       |
      And player 0 has played the citizen cards Penny, Penny and Penny

    Example: The tile is taken before the main action, which is still to come
      Given action area I has 1 action space
      When player 0 takes milestone tile trophy
      Then milestone tile trophy is taken by player 0
      And player 0 may use action area I
      And player 0 is asked to take a turn

    Example: A tile whose condition is not met is refused
      When player 0 takes milestone tile medal
      Then the action is refused because of SL-20.1.3
