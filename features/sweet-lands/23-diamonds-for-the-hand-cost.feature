Feature: Gretel Stollen's diamonds and an area that costs diamonds
  Gretel Stollen may give diamonds instead of hand cost cards (SL-23.13.2), and
  the hand cost is paid before the area's own cost (SL-8.3.4). An area may be
  used only when both can be paid in full (SL-8.2.6), so the diamonds the
  area's cost takes cannot also stand in for cards; and the cards given beside
  diamonds may not empty the hand before round 5 (SL-6.3.1). Area G costs 2
  diamonds; the prosperity tracks its effect advances are set up by the
  scenario.

  Background:
    Given a 3-player game in round 3
    And it is player 0's turn
    And player 0's character is Gretel Stollen
    And action area G has 1 action space
    And the prosperity tracks are:
      | track      | colour | steps to the rightmost | bonus spaces | rightmost bonus |
      | orange-top | orange | 3                      |              | 5 gold          |
      | orange-low | orange | 4                      |              | 3 VP            |
      | green-top  | green  | 3                      |              | 2 wood          |
      | green-low  | green  | 4                      |              | 2 iron          |
      | grey-top   | grey   | 3                      |              | 1 wheat         |
      | grey-low   | grey   | 4                      |              | 4 gold          |

  @SL-8.2.6 @SL-23.13.2
  Rule: Only the diamonds the area's cost leaves over may pay hand cost cards

    Example: A third diamond pays the card and two pay the area
      Given player 0 holds 2 cards
      And player 0 has 3 diamonds
      When player 0 uses action area G
      And player 0 pays the hand cost with 1 diamonds and 0 cards
      Then player 0 has 0 diamonds
      And player 0 holds 2 cards

    Example: A diamond the area's cost needs cannot pay the card
      Given player 0 holds 2 cards
      And player 0 has 2 diamonds
      When player 0 uses action area G
      And player 0 pays the hand cost with 1 diamonds and 0 cards
      Then the action is refused because of SL-8.2.6

    Example: The area is refused when only those diamonds could pay the card
      Given player 0 holds 1 card
      And player 0 has 2 diamonds
      When player 0 uses action area G
      Then the action is refused because of SL-8.2.6

    Example: A diamond and one of two cards pay a second space, so the wheat decides
      Given action area X has 3 action spaces, the first 1 occupied
      And action area X costs 6 wheat and lets the player gain 1 diamond
      And player 0 holds 2 cards
      And player 0 has 1 diamond
      And player 0 has 5 wheat
      And player 0 holds 0 action discs
      When player 0 uses action area X
      Then the action is refused because of SL-8.2.6

  @SL-23.13.2 @SL-6.3.1
  Rule: Cards given beside diamonds still may not empty the hand before round 5

    Example: One diamond and both cards would leave no card
      Given player 0 holds 2 cards
      And player 0 has 2 diamonds
      And action area K has 3 action spaces, the first 2 occupied
      When player 0 uses action area K
      And player 0 pays the hand cost with 1 diamonds and 2 cards
      Then the action is refused because of SL-6.3.1

    Example: Two diamonds and one card keep a card in hand
      Given player 0 holds 2 cards
      And player 0 has 2 diamonds
      And action area K has 3 action spaces, the first 2 occupied
      When player 0 uses action area K
      And player 0 pays the hand cost with 2 diamonds and 1 cards
      Then player 0 holds 1 card
      And player 0 has 0 diamonds

    Example: One diamond and the only card cannot pay a second space in round 3
      Given action area K has 3 action spaces, the first 1 occupied
      And player 0 holds 1 card
      And player 0 has 1 diamond
      And player 0 holds 0 action discs
      When player 0 uses action area K
      Then the action is refused because of SL-6.3.1

    Example: In round 5 one diamond and the only card pay a second space
      Given the game is in round 5
      And action area K has 3 action spaces, the first 1 occupied
      And player 0 holds 1 card
      And player 0 has 1 diamond
      And player 0 holds 0 action discs
      When player 0 uses action area K
      And player 0 pays the hand cost with 1 diamonds and 1 cards
      Then player 0 holds 0 cards
      And player 0 has 0 diamonds
