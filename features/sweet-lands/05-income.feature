Feature: Income phase
  One player after another, in turn order from the start player, resolves four
  steps: standard aid tiles, the character's income ability, the income tracks,
  and the draw from the citizen deck (chapter 5).

  @SL-5.1.1 @SL-5.1.2
  Rule: Players collect one at a time, in turn order from the start player

    Example: The start player draws first, then the player on their left
      Given a 3-player game in round 2
      And player 1 holds the start player marker
      And every player holds 1 card
      And the citizen deck holds 20 cards
      And the income phase of round 2 is next
      When play reaches the next decision
      Then player 1's hand includes the first 5 cards of the citizen deck
      And player 2's hand includes cards 6 to 10 of the citizen deck
      And player 0's hand includes cards 11 to 15 of the citizen deck

    Example: A player's choice comes before the next player collects anything
      Given a 2-player game in round 2
      And every player holds 1 card
      And the citizen deck holds 20 cards
      And player 1 has an income of 5 gold
      And above round aid space 0 lies the standard aid tile to gain 1 diamond
      And above round aid space 0 lies the standard aid tile to gain 2 wheat
      And player 0's round aid token is on space 0
      And the income phase of round 2 is next
      When play reaches the next decision
      Then player 0 is asked which standard aid tile to resolve first
      And player 1 has 0 gold
      And player 1 holds 1 card

  @SL-5.1.3 @SL-5.3.1 @SL-5.4.2 @SL-5.2.1
  Rule: The four steps come in a fixed order: aid tiles, character, income tracks, cards

    Example: Each step sees what the steps before it did
      Given a 2-player game in round 2
      And every player holds 1 card
      And the citizen deck holds 20 cards
      And player 0 has an income of 3 gold
      And above round aid space 0 lies the standard aid tile to raise the gold income by 2
      And player 0's round aid token is on space 0
      And player 0's character has the income ability to score 1 VP for each gold of income
      And player 0's character has the income ability to gain 1 diamond for each card in hand
      And the income phase of round 2 is next
      When play reaches the next decision
      Then player 0 has 5 victory points
      And player 0 has 1 diamond
      And player 0 has 5 gold
      And player 0 holds 6 cards

  @SL-5.2.2 @SL-5.2.3
  Rule: With two standard aid tiles the player chooses which one resolves first

    Background:
      Given a 2-player game in round 2
      And every player holds 1 card
      And the citizen deck holds 20 cards
      And player 0 has an income of 3 gold
      And above round aid space 0 lies the standard aid tile to raise the gold income by 2
      And above round aid space 0 lies the standard aid tile to score 1 VP for each gold of income
      And player 0's round aid token is on space 0
      And the income phase of round 2 is next

    Example: The points first, then the higher income
      When player 0 takes the standard aid tile to score 1 VP for each gold of income first
      Then player 0 has 3 victory points
      And player 0's income of gold is 5
      And player 0 has 5 gold

    Example: The higher income first, then the points
      When player 0 takes the standard aid tile to raise the gold income by 2 first
      Then player 0 has 5 victory points
      And player 0 has 5 gold

  @SL-5.2.4
  Rule: A pass aid tile gives nothing in the income phase

    Example: The pass aid tile above the token's space is not resolved at income
      Given a 2-player game in round 2
      And every player holds 1 card
      And the citizen deck holds 20 cards
      And above round aid space 0 lies the pass aid tile to score 4 VP
      And player 0's round aid token is on space 0
      And the income phase of round 2 is next
      When play reaches the next decision
      Then player 0 has 0 victory points
      And player 0 is asked to take a turn

  @SL-5.4.1 @SL-1.6.1
  Rule: The player collects each resource equal to its income

    Example: Four incomes collected at once
      Given a 2-player game in round 2
      And every player holds 1 card
      And the citizen deck holds 20 cards
      And player 0's income is 5 gold, 2 wheat, 1 wood and 3 iron
      And player 0 holds 1 gold and 1 iron as resources
      And the income phase of round 2 is next
      When play reaches the next decision
      Then player 0 holds 6 gold, 2 wheat, 1 wood and 4 iron as resources

  @SL-1.6.2
  Rule: An income above 49 is kept and collected exactly

    Example: An income of 52 gold gives 52 gold
      Given a 2-player game in round 2
      And every player holds 1 card
      And the citizen deck holds 20 cards
      And player 0 has an income of 52 gold
      And the income phase of round 2 is next
      When play reaches the next decision
      Then player 0 has 52 gold
      And player 0's income of gold is 52

  @SL-5.5.1 @SL-5.5.2
  Rule: The player draws 5 cards, or 6 in round 1

    Example: Six cards in round 1
      Given a 2-player game in round 1
      And the citizen deck holds 20 cards
      And the income phase of round 1 is next
      When play reaches the next decision
      Then player 0 holds 6 cards
      And player 1 holds 6 cards
      And the citizen deck holds 8 cards

    Example: Five cards from round 2 on
      Given a 2-player game in round 3
      And every player holds 1 card
      And the citizen deck holds 20 cards
      And the income phase of round 4 is next
      When play reaches the next decision
      Then player 0 holds 6 cards
      And player 1 holds 6 cards
      And the citizen deck holds 10 cards

  @SL-5.5.4 @SL-6.1.2 @SL-6.5.1
  Rule: Cards are drawn one at a time, rebuilding the deck when it runs out

    Example: The deck runs out in the middle of a draw
      Given a 2-player game in round 2
      And player 0 holds the cards c001
      And player 1 holds the cards c002
      And the citizen deck holds 3 cards
      And the discard pile holds 4 cards
      And the income phase of round 2 is next
      When play reaches the next decision
      Then player 0 holds 6 cards
      And player 0's hand includes the first 3 cards of the citizen deck
      And player 1 holds 3 cards
      And the citizen deck holds 0 cards
      And the discard pile holds 0 cards

  @SL-5.3.2 @SL-5.5.6
  Rule: A character's round 1 one-time ability comes right after the income draw

    Example: The ability sees the six cards of round 1
      Given a 2-player game in round 1
      And the citizen deck holds 20 cards
      And player 0's character has the ability, right after the round 1 income draw, to gain 1 gold for each card in hand
      And the income phase of round 1 is next
      When play reaches the next decision
      Then player 0 has 6 gold

    Example: The ability does not come back in round 2
      Given a 2-player game in round 1
      And every player holds 1 card
      And the citizen deck holds 20 cards
      And player 0's character has the ability, right after the round 1 income draw, to gain 1 gold for each card in hand
      And the income phase of round 2 is next
      When play reaches the next decision
      Then player 0 has 0 gold

  @SL-5.6.2 @SL-18.4.1
  Rule: No free action can be taken during the income phase

    Example: Buying a basic resource while choosing an aid tile is refused
      Given a 2-player game in round 2
      And every player holds 1 card
      And the citizen deck holds 20 cards
      And player 0 has 8 gold
      And above round aid space 0 lies the standard aid tile to gain 1 diamond
      And above round aid space 0 lies the standard aid tile to gain 2 wheat
      And player 0's round aid token is on space 0
      And the income phase of round 2 is next
      When player 0 buys 1 wheat
      Then the action is refused because of SL-5.6.2

  @SL-5.1.4 @requires:solo
  Rule: In the solo game the solo cards are revealed before the player collects anything

    Example: Mio's disc is down and nothing is collected yet when the first question comes
      Given a solo game in round 1
      And action area D has 3 action spaces
      And the next card of the A deck shows action area D
      And player 0's round aid token is on space 0
      And player 0 has an income of 5 gold
      And above round aid space 0 lies the standard aid tile to gain 1 gold
      And above round aid space 0 lies the standard aid tile to gain 1 wheat
      And the income phase of round 2 is next
      When play reaches the next decision
      Then player 0 is asked which standard aid tile to resolve first
      And the action spaces of area D hold Mio, empty, empty
      And player 0 has 0 gold
