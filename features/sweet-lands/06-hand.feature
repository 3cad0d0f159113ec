Feature: The hand of citizen cards
  Cards come from the top of the deck one at a time and leave the hand only as
  the rules say; in rounds 1 to 4 no action may leave a hand empty, even for a
  moment; an empty deck is rebuilt from the discard pile (chapter 6).

  @SL-6.1.1
  Rule: A draw takes the top card of the citizen deck

    Example: Area J's two cards are the top two
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 2 cards
      And the citizen deck holds 5 cards
      And action area J has 1 action space
      When player 0 uses action area J
      And player 0 pays the hand cost with 1 card
      Then player 0's hand includes the first 2 cards of the citizen deck
      And the citizen deck holds 3 cards

  @SL-6.1.4 @requires:view
  Rule: The cards in a hand are hidden from the other players

    Example: Player 1 sees how many cards player 0 holds, not which
      Given a 3-player game in round 2
      And it is player 0's turn
      And player 0 holds the cards c001, c002 and c003
      And player 1 holds the cards c004
      And player 2 holds the cards c005 and c006
      When player 1 looks at the table
      Then player 1 sees their own cards
      And player 1 sees how many cards player 0 holds, but not which
      And player 1 sees how many cards player 2 holds, but not which

  @SL-6.1.3
  Rule: A hand has no size limit during a round

    Example: Twelve cards and two more
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 12 cards
      And the citizen deck holds 5 cards
      And action area J has 1 action space
      When player 0 uses action area J
      And player 0 pays the hand cost with 1 card
      Then player 0 holds 13 cards

  @SL-6.2.1 @SL-6.2.2 @SL-6.2.3 @SL-8.3.3
  Rule: The player chooses the cards that pay a hand cost, and they go on the discard pile

    Example: Two chosen cards of four
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds the cards c001, c002, c003 and c004
      And the discard pile holds 3 cards
      And action area I has 3 action spaces, the first 1 occupied
      When player 0 uses action area I
      And player 0 pays the hand cost with the cards c002 and c004
      Then player 0's hand is c001 and c003
      And the discard pile holds 5 cards
      And the discard pile ends with c002 and c004

    Example: A card that is not in the hand cannot pay
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds the cards c001, c002 and c003
      And action area I has 1 action space
      When player 0 uses action area I
      And player 0 pays the hand cost with the cards c009
      Then the action is refused because of SL-8.3.3

    Example: Passing keeps every card in the hand
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 3 cards
      When player 0 passes
      Then player 0 holds 3 cards
      And the discard pile holds 0 cards

  @SL-6.2.2a
  Rule: Cards discarded together go onto the discard pile in ascending order of card id

    Example: The cards of a hand cost go on the pile lowest id first
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds the cards c004, c001, c003 and c002
      And the discard pile holds 0 cards
      And action area I has 3 action spaces, the first 2 occupied
      When player 0 uses action area I
      And player 0 pays the hand cost with the cards c001, c003 and c004
      Then the last cards discarded are, oldest first, c001, c003 and c004

    Example: The cards not kept at cleanup go on the pile lowest id first
      Given a 2-player game in round 1
      And it is player 1's turn
      And player 0 has already passed
      And player 0's round aid token is on space 0
      And player 1's round aid token is on space 1
      And the citizen deck holds 20 cards
      And player 0 holds the cards c001, c002, c003 and c004
      And player 1 holds the cards c005
      When player 1 passes
      And player 1 moves the round aid token to space 2
      And player 0 keeps the card c002
      Then the last cards discarded are, oldest first, c001, c003 and c004

  @SL-6.3.1 @SL-6.3.4
  Rule: Before round 5 a hand cost may not take the last card

    Example: A one-card hand cannot pay a hand cost in round 4
      Given a 2-player game in round 4
      And it is player 0's turn
      And action area I has 1 action space
      And player 0 holds 1 card
      When player 0 uses action area I
      Then the action is refused because of SL-6.3.1

    Example: A free action cannot discard the last card in round 4
      Given a 2-player game in round 4
      And it is player 0's turn
      And player 0 holds 1 card
      When player 0 discards a card for 2 wheat
      Then the action is refused because of SL-6.3.1

    Example: Two cards cannot pay the hand cost of a second space
      Given a 2-player game in round 1
      And it is player 0's turn
      And action area I has 3 action spaces, the first 1 occupied
      And player 0 holds 2 cards
      When player 0 uses action area I
      Then the action is refused because of SL-6.3.1

    Example: A held disc does not let the only card pay the hand cost in round 4
      Given a 2-player game in round 4
      And it is player 0's turn
      And action area I has 1 action space
      And player 0 holds 1 card
      And player 0 holds 1 action disc
      When player 0 uses action area I
      And player 0 pays the hand cost with 1 card
      Then the action is refused because of SL-6.3.1

  @SL-6.3.2 @SL-6.3.5
  Rule: Automating a card from the hand gives it up, so before round 5 it may not take the last one

    Example: In round 2 the card left after the Machinist stays in the hand
      Given a 2-player game in round 2
      And it is player 0's turn
      And the citizen cards are:
        | card      | kind      | cost | tags    | industry tag | ability                                 | automation |
        | Machinist | immediate | 0    | tart    | none         | automate 2 cards from the hand for free |            |
        | Tea       | immediate | 0    | wagashi | mining       | 1 gold                                  | 1 iron     |
      And player 0 holds the citizen cards Machinist and Tea
      When player 0 plays the card Machinist
      Then player 0 is not offered to automate a card from the hand
      And player 0's hand holds exactly the citizen cards Tea

    Example: In round 5 the Machinist may automate the last card
      Given a 2-player game in round 5
      And it is player 0's turn
      And the citizen cards are:
        | card      | kind      | cost | tags    | industry tag | ability                                 | automation |
        | Machinist | immediate | 0    | tart    | none         | automate 2 cards from the hand for free |            |
        | Tea       | immediate | 0    | wagashi | mining       | 1 gold                                  | 1 iron     |
      And player 0 holds the citizen cards Machinist and Tea
      When player 0 plays the card Machinist
      And player 0 automates the card Tea from the hand into the mining column
      Then player 0's mining column holds Tea
      And player 0 holds 0 cards

  @SL-6.3.3 @SL-8.3.4
  Rule: The hand is judged when cards leave it, before the action draws any

    Example: Area J cannot be paid with the whole hand even though it draws two cards
      Given a 2-player game in round 2
      And it is player 0's turn
      And action area J has 3 action spaces, the first 1 occupied
      And player 0 holds 2 cards
      And the citizen deck holds 10 cards
      When player 0 uses action area J
      Then the action is refused because of SL-6.3.1

  @SL-6.3.5
  Rule: In round 5 the last card may be used

    Example: The last card pays a hand cost in round 5
      Given a 2-player game in round 5
      And it is player 0's turn
      And action area I has 1 action space
      And player 0 holds 1 card
      When player 0 uses action area I
      And player 0 pays the hand cost with 1 card
      Then player 0 holds 0 cards
      And player 0 has 1 diamond

  @SL-6.5.2 @SL-8.2.7
  Rule: A draw from an empty deck and an empty discard pile is lost

    Example: Area J draws nothing when no card is left anywhere
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 2 cards
      And player 0 holds 1 action disc
      And action area J has 1 action space
      When player 0 uses action area J
      And player 0 pays the hand cost with a held action disc
      Then player 0 holds 2 cards
      And player 0 is asked to take a turn

  @SL-6.5.3
  Rule: The discard pile is shuffled into the deck only when a draw meets an empty deck

    Example: A deck with cards left is not rebuilt
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 2 cards
      And the citizen deck holds 3 cards
      And the discard pile holds 4 cards
      And action area J has 1 action space
      When player 0 uses action area J
      And player 0 pays the hand cost with 1 card
      Then the citizen deck holds 1 card
      And the discard pile holds 5 cards

  @SL-6.5.1 @SL-1.8.2
  Rule: The rebuilt deck is the discard pile shuffled by the game's random generator

    Example: The shuffle follows the generator of the decision model
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds the cards c001 and c002
      And player 0 holds 1 action disc
      And the discard pile holds 4 cards
      And the random generator's state is 0000000000000000
      And action area J has 1 action space
      When player 0 uses action area J
      And player 0 pays the hand cost with a held action disc
      Then player 0's hand is c001, c002, c004 and c005
      And the citizen deck is c003 and c006
      And the discard pile holds 0 cards
      And the random generator's state is daa66d2c7ddf743f

  @SL-6.5.1a
  Rule: The discard pile is shuffled as it lies, oldest card first, and the shuffled list's first card is the top of the deck

    Example: A pile not in the order of its ids gives its own deck
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds the cards c001 and c002
      And player 0 holds 1 action disc
      And the discard pile holds, oldest first, the cards c006, c003, c005 and c004
      And the random generator's state is 0000000000000000
      And action area J has 1 action space
      When player 0 uses action area J
      And player 0 pays the hand cost with a held action disc
      Then player 0's hand is c001, c002, c003 and c005
      And the citizen deck is c006 and c004
      And the discard pile holds 0 cards

  @SL-6.2.4
  Rule: A played card stays with the player and does not go to the discard pile

    Background:
      Given a 2-player game in round 2
      And it is player 0's turn
      And the citizen cards are:
        | card  | kind      | cost | tags | industry tag | ability |
        | Penny | immediate | 0    | tart | forestry     | 1 gold  |
      And player 0 holds the citizen cards Penny and Penny
      And the discard pile holds 2 cards

    Example: The card played lies in front of the player
      When player 0 plays the card Penny
      Then player 0 has played the card Penny
      And player 0 holds 1 card
      And the discard pile holds 2 cards

    Example: The card automated lies in its industry column
      Given player 0 has 1 diamond
      When player 0 plays the card Penny
      And player 0 automates the card into the forestry column
      Then player 0's forestry column holds Penny
      And player 0 holds 1 card
      And the discard pile holds 2 cards

  @SL-6.5.4
  Rule: A search of the citizen deck does not reach the discard pile

    Background:
      Given a 2-player game in round 2
      And it is player 0's turn
      And the citizen cards are:
        | card   | kind      | cost | tags | industry tag | ability                          |
        | Seeker | immediate | 0    | tart | none         | search the deck for 2 pass cards |
        | Gift   | pass      | 0    | tart | none         | 1 VP                             |
        | Penny  | immediate | 0    | tart | none         | 1 gold                           |
      And player 0 holds the citizen cards Seeker and Penny

    Example: Only the pass card in the deck is offered
      Given the citizen deck holds the cards Penny, Gift and Penny
      And the discard pile holds the cards Gift and Gift
      When player 0 plays the card Seeker
      Then player 0 may take from the citizen deck exactly 1 Gift card

    @SL-14.2.12
    Example: The search stops at the number of cards it names though the deck holds more
      Given the citizen deck holds the cards Gift, Gift, Gift and Penny
      When player 0 plays the card Seeker
      And player 0 takes the card Gift from the deck
      And player 0 takes the card Gift from the deck
      Then player 0 may end the turn
      And player 0 holds 3 cards
      And the citizen deck holds 2 cards

    Example: With no pass card in the deck the search finds nothing
      Given the citizen deck holds the cards Penny and Penny
      And the discard pile holds the cards Gift and Gift
      When player 0 plays the card Seeker
      Then player 0 may end the turn
      And player 0 holds 1 card
      And the discard pile holds the cards Gift and Gift
