Feature: Using variants
  A variant applies only when the game's setup names it, the variants may be
  combined, and each changes only the rules its section names (chapter 25,
  section 25.1).

  @SL-25.1.1
  Rule: A variant is used only when named, and the variants combine

    Example: Without the variant, round 2 goes clockwise whatever the passing order was
      Given a 3-player game in round 1
      And the action phase of round 1 has just ended
      And the players passed in the order 0, 2, 1
      And every player holds 1 card
      And the citizen deck holds 20 cards
      When play reaches the next decision
      Then this round's turn order is 0, 1, 2

    @requires:variable_turn_order @requires:hand_drafting
    Example: Both variants in one game
      Given a new 3-player game with seed 8 and the variable turn order and hand drafting variants
      Then the new game uses the variable turn order and hand drafting variants

  @SL-25.1.2 @requires:hand_drafting
  Rule: A variant changes only the rules it names

    Example: With hand drafting, round 1's income is still collected
      Given a 2-player game in round 1 with the hand drafting variant
      And player 0 has an income of 5 gold
      And the citizen deck holds 20 cards
      And the income phase of round 1 is next
      When play reaches the next decision
      Then player 0 is asked to pick a card in the draft
      And player 0 has 5 gold
