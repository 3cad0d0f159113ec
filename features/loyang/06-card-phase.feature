Feature: Card phase
  The discard pile is shuffled into the draw pile, every player is dealt 4
  Action cards, and in the Distribution round each player plays one card from
  their hand and one from the Courtyard; the order of finishing gives the new
  Starting and Second player (chapter 6).

  @LY-6.1.1
  Rule: At the start of the Card phase the discard pile is shuffled together with the rest of the draw pile

    Example: The discarded cards are dealt again
      Given a 2-player game in round 2
      And the draw pile holds 1 other card
      And the discard pile holds 7 other cards
      And the Card phase begins
      Then the hands were dealt one card at a time from the draw and discard piles shuffled together
      And the discard pile holds 0 cards

  @LY-6.1.2
  Rule: Each player is dealt 4 cards, one at a time in turn order from the Starting player

    Example: Four cards each from a pile of ten
      Given a 3-player game in round 2
      And player 1 is the Starting player
      And the draw pile holds 14 other cards
      And the Card phase begins
      Then the hands were dealt one card at a time from the draw and discard piles shuffled together
      And player 0 holds 4 cards
      And the draw pile holds 2 cards
      And player 1 is asked to take a Distribution turn

  @LY-6.2.1
  Rule: Distribution turns go clockwise from the Starting player, skipping those who have finished

    Example: A finished player is skipped
      Given a 3-player game in round 2
      And the Distribution round is under way with player 1 to take a turn
      And player 2 has finished the Distribution round
      And player 0 holds 2 other cards
      And player 1 holds a card "A"
      And player 1 holds 1 other card
      And the Courtyard holds 1 other card
      When player 1 puts "A" into the Courtyard
      Then player 0 is asked to take a Distribution turn

  @LY-6.2.2 @LY-6.2.6 @LY-6.4.1 @LY-1.5.3 @LY-1.5.1
  Rule: A Distribution turn either adds a hand card to the Courtyard or plays one Courtyard card and one hand card

    Background:
      Given a 2-player game in round 2
      And the Distribution round is under way with player 0 to take a turn
      And player 0 holds a Casual customer "Ming" ordering wheat, pumpkin and leek for 9 Cash
      And player 0 holds a card "Spare"
      And the Courtyard holds a Helper "Lin"
      And player 1 holds 2 other cards

    Example: Adding a card to the Courtyard
      When player 0 puts "Spare" into the Courtyard
      Then the Courtyard holds "Lin" and "Spare"
      And player 0 holds 1 card
      And player 1 is asked to take a Distribution turn

    Example: Playing a Courtyard card and a hand card, each into the row of its kind
      When player 0 takes "Lin" from the Courtyard with "Ming"
      Then "Lin" is in player 0's play area
      And "Ming" is in player 0's play area

  @LY-6.2.3
  Rule: A Distribution turn cannot be passed

    Example: Ending the turn is no answer in the Distribution round
      Given a 2-player game in round 2
      And the Distribution round is under way with player 0 to take a turn
      And player 0 holds 2 other cards
      And the Courtyard holds 1 other card
      When player 0 ends the turn
      Then the action is refused because of LY-6.2.3
      And player 0 still faces the same choice

  @LY-6.2.4
  Rule: After playing two cards the rest of the hand goes to the Courtyard and the player has finished

    Example: The two cards left in hand join the Courtyard
      Given a 3-player game in round 2
      And the Distribution round is under way with player 0 to take a turn
      And player 0 holds a card "Keep"
      And player 0 holds a card "Left1"
      And player 0 holds a card "Left2"
      And the Courtyard holds a card "Open"
      And player 1 holds 2 other cards
      And player 2 holds 2 other cards
      When player 0 takes "Open" from the Courtyard with "Keep"
      Then the Courtyard holds "Left1" and "Left2"
      And player 0 holds 0 cards
      And player 1 is asked to take a Distribution turn

  @LY-6.2.5 @LY-6.6.1
  Rule: The round ends when every player has finished; the Courtyard's rest goes to the discard pile

    Example: The last player takes and the Action phase begins
      Given a 2-player game in round 2
      And the Distribution round is under way with player 1 to take a turn
      And player 0 has finished the Distribution round
      And player 1 holds a card "Last"
      And the Courtyard holds a card "Taken"
      And the Courtyard holds a card "Left"
      When player 1 takes "Taken" from the Courtyard with "Last"
      Then the discard pile holds "Left"
      And the Courtyard holds 0 cards
      And the Action phase is being played

  @LY-6.3.1
  Rule: The two cards never come from the same place

    Background:
      Given a 2-player game in round 2
      And the Distribution round is under way with player 0 to take a turn
      And player 0 holds a card "H1"
      And player 0 holds a card "H2"
      And the Courtyard holds a card "C1"
      And the Courtyard holds a card "C2"
      And player 1 holds 2 other cards

    Example: Not two hand cards
      When player 0 takes "H1" from the Courtyard with "H2"
      Then the action is refused because of LY-6.3.1
      And player 0 still faces the same choice

    Example: Not two Courtyard cards
      When player 0 takes "C1" from the Courtyard with "C2"
      Then the action is refused because of LY-6.3.1
      And player 0 still faces the same choice

  @LY-6.3.2
  Rule: While the Courtyard is empty the player must add a card

    Example: The Starting player opens the Courtyard
      Given a 3-player game in round 2
      And the Distribution round is under way with player 0 to take a turn
      And player 0 holds a card "H1"
      And player 0 holds a card "H2"
      And player 1 holds 2 other cards
      And player 2 holds 2 other cards
      And the draw pile holds a card "Deep"
      Then player 0 may put "H1" into the Courtyard
      When player 0 takes "Deep" from the Courtyard with "H1"
      Then the action is refused because of LY-6.3.2
      And player 0 still faces the same choice

  @LY-6.3.3
  Rule: A player holding a single card must play it with a Courtyard card

    Example: The last hand card cannot go to the Courtyard
      Given a 3-player game in round 2
      And the Distribution round is under way with player 0 to take a turn
      And player 0 holds a card "Only"
      And player 1 holds 2 other cards
      And player 2 holds 2 other cards
      And the Courtyard holds a card "Open"
      Then player 0 may take "Open" from the Courtyard with "Only"
      When player 0 puts "Only" into the Courtyard
      Then the action is refused because of LY-6.3.3
      And player 0 still faces the same choice

  @LY-6.3.4
  Rule: The last player still taking part cannot add to the Courtyard and must take at once

    Example: Everyone else has finished
      Given a 3-player game in round 2
      And the Distribution round is under way with player 0 to take a turn
      And player 1 has finished the Distribution round
      And player 2 has finished the Distribution round
      And player 0 holds a card "H1"
      And player 0 holds a card "H2"
      And the Courtyard holds a card "Open"
      When player 0 puts "H1" into the Courtyard
      Then the action is refused because of LY-6.3.4
      And player 0 still faces the same choice

    Example: In a 2-player game the other player has finished
      Given a 2-player game in round 2
      And the Distribution round is under way with player 0 to take a turn
      And player 1 has finished the Distribution round
      And player 0 holds a card "H1"
      And player 0 holds a card "H2"
      And the Courtyard holds a card "Open"
      When player 0 puts "H1" into the Courtyard
      Then the action is refused because of LY-6.3.4
      And player 0 still faces the same choice

  @LY-6.3.5
  Rule: A player who must take from an empty Courtyard turns up the draw pile's top card first, or plays their hand card alone

    Example: The top card of the draw pile is turned up into the Courtyard
      Given a 3-player game in round 2
      And the Distribution round is under way with player 0 to take a turn
      And player 0 holds a card "Only"
      And player 1 holds 2 other cards
      And player 2 holds 2 other cards
      And the draw pile holds a card "Top"
      Then the Courtyard holds "Top"
      And player 0 may take "Top" from the Courtyard with "Only"

    Example: With the draw pile empty too, the hand card is played alone
      Given a 3-player game in round 2
      And the Distribution round is under way with player 0 to take a turn
      And player 0 holds a Casual customer "Ming" ordering wheat, pumpkin and leek for 9 Cash
      And player 1 holds 2 other cards
      And player 2 holds 2 other cards
      Then player 0 is asked to play a hand card alone
      When player 0 plays "Ming" alone
      Then "Ming" is in player 0's play area
      And player 1 is asked to take a Distribution turn

  @LY-6.3.6 @LY-6.6.3 @LY-6.6.2 @LY-1.5.6
  Rule: A player with an empty hand has finished at once; the last to finish becomes Starting player

    Example: An empty-handed player finishes first
      Given a 2-player game in round 2
      And the Distribution round is under way with player 0 to take a turn
      And player 1 holds a card "Last"
      And the Courtyard holds a card "Open"
      When player 1 takes "Open" from the Courtyard with "Last"
      Then player 1 is the Starting player
      And player 0 is the Second player

  @LY-6.6.2
  Rule: The player who finished last starts the Action phase; the one before is the Second player

    Example: Three players finish in the order 2, 0, 1
      Given a 3-player game in round 2
      And the Distribution round is under way with player 1 to take a turn
      And player 2 has finished the Distribution round
      And player 0 has finished the Distribution round
      And player 1 holds a card "Last"
      And the Courtyard holds a card "Open"
      When player 1 takes "Open" from the Courtyard with "Last"
      Then player 1 is the Starting player
      And player 0 is the Second player
      And player 1 is asked to take a turn

  @LY-6.4.2 @LY-8.5.5
  Rule: A played Market stall is filled at once

    Example: The stall holds what it shows
      Given a 2-player game in round 2
      And the Distribution round is under way with player 0 to take a turn
      And player 0 holds a Market stall "Stall" offering wheat for 1 bowl, bean for 2 bowls and leek for 2 bowls
      And player 0 holds 1 other card
      And the Courtyard holds a card "Open"
      And player 1 holds 2 other cards
      When player 0 takes "Open" from the Courtyard with "Stall"
      Then "Stall" holds 1 wheat, 1 bean and 1 leek

  @LY-6.4.3 @LY-8.7.7
  Rule: A played Regular customer gets a blue Satisfaction marker at once and is due this round

    Example: The new customer is due in this round's Action phase
      Given a 2-player game in round 4
      And the Distribution round is under way with player 0 to take a turn
      And player 0 holds a Regular customer "Nina" wanting wheat and bean for 5, 6, 7 and 8 Cash
      And player 0 holds 1 other card
      And the Courtyard holds a card "Open"
      And player 1 holds 2 other cards
      When player 0 takes "Open" from the Courtyard with "Nina"
      Then "Nina"'s marker is blue
      And "Nina" has 0 rows filled
      And "Nina" is due this round

  @LY-6.4.4
  Rule: A played Common field costs 2 Cash, paid at once

    Example: The field is paid for before the next turn
      Given a 2-player game in round 2
      And the Distribution round is under way with player 0 to take a turn
      And player 0 has 5 Cash
      And player 0 holds a Common field "Paddy" of 4 spaces for wheat and bean
      And player 0 holds 1 other card
      And the Courtyard holds a card "Open"
      And player 1 holds 2 other cards
      When player 0 takes "Open" from the Courtyard with "Paddy"
      Then player 0 is asked to pay 2 Cash for "Paddy"
      When player 0 pays
      Then player 0 has 3 Cash
      And player 1 is asked to take a Distribution turn

  @LY-6.4.5 @LY-8.4.5 @LY-1.3.3
  Rule: To pay for a Common field in the Card phase a player may sell from the Cart or take Loans

    Background:
      Given a 2-player game in round 2
      And the Distribution round is under way with player 0 to take a turn
      And player 0 has 1 Cash
      And player 0 has 1 leek on their Cart
      And player 0 holds a Common field "Paddy" of 4 spaces for wheat and bean
      And player 0 holds 1 other card
      And the Courtyard holds a card "Open"
      And player 1 holds 2 other cards

    Example: Selling a leek raises the missing Cash
      When player 0 takes "Open" from the Courtyard with "Paddy"
      And player 0 sells 1 leek
      And player 0 pays
      Then player 0 has 1 Cash
      And player 0's Shop holds 1 leek

    Example: A Loan raises it too
      When player 0 takes "Open" from the Courtyard with "Paddy"
      And player 0 takes a Loan
      And player 0 pays
      Then player 0 has 4 Cash
      And player 0 has 1 Loan

    Example: Without raising the Cash first the payment is refused
      When player 0 takes "Open" from the Courtyard with "Paddy"
      And player 0 pays
      Then the action is refused because of LY-1.3.1
      And player 0 still faces the same choice

  @LY-6.4.6
  Rule: Of the two cards played, the Courtyard card is resolved first, then the hand card

    Example: Two Common fields: the Courtyard's is paid for first
      Given a 2-player game in round 2
      And the Distribution round is under way with player 0 to take a turn
      And player 0 has 4 Cash
      And player 0 holds a Common field "Mine" of 4 spaces for wheat
      And player 0 holds 1 other card
      And the Courtyard holds a Common field "Open" of 3 spaces for bean
      And player 1 holds 2 other cards
      When player 0 takes "Open" from the Courtyard with "Mine"
      Then player 0 is asked to pay 2 Cash for "Open"
      When player 0 pays
      Then player 0 is asked to pay 2 Cash for "Mine"

  @LY-6.5.1 @LY-6.5.2
  Rule: With 2 players a Distribution turn may begin by turning up the draw pile's top card, once per turn

    Background:
      Given a 2-player game in round 2
      And the Distribution round is under way with player 0 to take a turn
      And player 0 holds 2 other cards
      And player 1 holds 2 other cards
      And the Courtyard holds a card "Open"
      And the draw pile holds a card "Top"
      And the draw pile holds a card "Next"

    Example: The top card joins the Courtyard
      When player 0 turns up the top card of the draw pile
      Then the Courtyard holds "Open" and "Top"
      And player 0 is asked to take a Distribution turn

    Example: Only one card per turn
      When player 0 turns up the top card of the draw pile
      And player 0 turns up the top card of the draw pile
      Then the action is refused because of LY-6.5.2
      And player 0 still faces the same choice

  @LY-6.5.1
  Rule: With 3 or 4 players nothing is turned up

    Example: Three players cannot turn up a card
      Given a 3-player game in round 2
      And the Distribution round is under way with player 0 to take a turn
      And player 0 holds 2 other cards
      And player 1 holds 2 other cards
      And player 2 holds 2 other cards
      And the Courtyard holds 1 other card
      And the draw pile holds 1 other card
      When player 0 turns up the top card of the draw pile
      Then the action is refused because of LY-6.5.1
      And player 0 still faces the same choice

  @LY-6.5.2
  Rule: The last player may turn up a card too

    Example: The last player turns up before taking
      Given a 2-player game in round 2
      And the Distribution round is under way with player 1 to take a turn
      And player 0 has finished the Distribution round
      And player 1 holds 2 other cards
      And the Courtyard holds 1 other card
      And the draw pile holds a card "Top"
      When player 1 turns up the top card of the draw pile
      Then the Courtyard holds 2 cards

  @LY-6.5.3
  Rule: The turned-up card is a Courtyard card; the Starting player may take it at once

    Example: The Starting player opens with a take
      Given a 2-player game in round 2
      And the Distribution round is under way with player 0 to take a turn
      And player 0 holds a card "Mine"
      And player 0 holds 1 other card
      And player 1 holds 2 other cards
      And the draw pile holds a card "Top"
      When player 0 turns up the top card of the draw pile
      And player 0 takes "Top" from the Courtyard with "Mine"
      Then "Top" is in player 0's play area

  @LY-6.5.4
  Rule: The card turned up for a player who must take is that turn's one turn-up

    Example: No second card after the forced one
      Given a 2-player game in round 7
      And the Distribution round is under way with player 0 to take a turn
      And player 0 holds a card "Only"
      And player 1 holds 2 other cards
      And the draw pile holds a card "Top"
      And the draw pile holds a card "Next"
      Then the Courtyard holds "Top"
      And player 0 may take "Top" from the Courtyard with "Only"
      When player 0 turns up the top card of the draw pile
      Then the action is refused because of LY-6.5.2
      And player 0 still faces the same choice

  @LY-6.7.2
  Rule: A short draw pile deals what it holds

    Example: Five cards for two players
      Given a 2-player game in round 7
      And the draw pile holds 5 other cards
      And the Card phase begins
      Then player 0 holds 3 cards
      And player 1 holds 2 cards
      And the draw pile holds 0 cards

  @LY-6.7.3
  Rule: Turning up from an empty draw pile does nothing, so it is not offered

    Example: No card to turn up
      Given a 2-player game in round 2
      And the Distribution round is under way with player 0 to take a turn
      And player 0 holds 2 other cards
      And player 1 holds 2 other cards
      And the Courtyard holds 1 other card
      When player 0 turns up the top card of the draw pile
      Then the action is refused because of LY-6.7.3
      And player 0 still faces the same choice

  @LY-7.3.1
  Rule: Outside their own turn a player takes no action of chapter 8

    Example: No buying in the Distribution round
      Given a 2-player game in round 2
      And the Distribution round is under way with player 0 to take a turn
      And player 0 has 9 Cash
      And player 0 has 1 wheat in their Shop
      And player 0 holds 2 other cards
      And player 1 holds 2 other cards
      When player 0 buys 1 wheat
      Then the action is refused because of LY-7.3.1
      And player 0 still faces the same choice

  @LY-8.4.5
  Rule: Outside the turn a sale is open only while a payment is owed

    Example: No selling in a Distribution turn
      Given a 2-player game in round 2
      And the Distribution round is under way with player 0 to take a turn
      And player 0 has 1 wheat on their Cart
      And player 0 holds 2 other cards
      And player 1 holds 2 other cards
      When player 0 sells 1 wheat
      Then the action is refused because of LY-8.4.5
      And player 0 still faces the same choice

  @LY-6.1.3 @requires:view
  Rule: A player's hand is hidden from the others, but not its size

    Example: Player 1 sees only how many cards player 0 holds
      Given a 2-player game in round 2
      And the draw pile holds 8 other cards
      And the Card phase begins
      Then player 1's view shows player 0's hand only as 4 cards
      And player 1's view shows their own hand
      And player 1's view shows the draw pile only as 0 cards

    Example: Player 0 sees only how many cards the players after them hold
      Given a 3-player game in round 2
      And the draw pile holds 12 other cards
      And the Card phase begins
      Then player 0's view shows player 1's hand only as 4 cards
      And player 0's view shows player 2's hand only as 4 cards
      And player 0's view shows their own hand
