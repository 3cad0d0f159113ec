Feature: Cleanup phase
  After every player has passed in rounds 1 to 4, the discs come off, each hand
  shrinks to one card, flipped skill tiles and used character free actions are
  reset, and the next round begins (chapter 21).

  Background:
    Given a 2-player game in round 1
    And it is player 1's turn
    And player 0 has already passed
    And player 0's round aid token is on space 0
    And player 1's round aid token is on space 1
    And the citizen deck holds 20 cards

  @SL-21.2.3 @SL-21.2.1 @SL-21.2.2 @SL-5.5.1 @SL-8.4.4 @SL-17.4.2 @SL-7.4.3 @SL-21.1.1 @SL-6.4.1
  Rule: Each player keeps exactly one card, and discs leave the boards and the players

    Example: One card kept of five, then five drawn in round 2
      Given player 0 holds 5 cards
      And player 1 holds 3 cards
      And player 1 holds 2 action discs
      And action area I has 3 action spaces, the first 2 occupied
      When player 1 passes
      And player 1 moves the round aid token to space 2
      And player 0 keeps one card
      And player 1 keeps one card
      Then round 2 is being played
      And player 0 holds 6 cards
      And player 1 holds 6 cards
      And player 1 holds 0 action discs
      And action area I has 0 occupied spaces

    Example: The kept card is one the player chose, and the rest are discarded
      Given player 0 holds the cards c001, c002 and c003
      And player 1 holds the cards c004 and c005
      When player 1 passes
      And player 1 moves the round aid token to space 2
      And player 0 keeps the card c002
      Then player 0's hand is c002
      And the discard pile ends with c001 and c003
      And player 1 is asked to choose a card to keep
      And player 1 may keep any card of their hand

    Example: A card that is not in the hand cannot be kept
      Given player 0 holds the cards c001, c002 and c003
      And player 1 holds the cards c004 and c005
      When player 1 passes
      And player 1 moves the round aid token to space 2
      And player 0 keeps the card c004
      Then the action is refused because of SL-21.2.3

  @SL-21.2.4 @SL-6.4.2
  Rule: A player with a single card keeps it without being asked

    Example: Only the player with two cards chooses
      Given player 0 holds 1 card
      And player 1 holds 2 cards
      When player 1 passes
      And player 1 moves the round aid token to space 2
      Then player 1 is asked to choose a card to keep
      And player 0 holds 1 card

  @SL-21.2.5
  Rule: The players choose in turn order from the holder of the start player marker

    Example: In a 3-player game the choices go round from the marker
      Given a 3-player game in round 2
      And the action phase of round 2 has just ended
      And player 2 passed first this round
      And every player holds 3 cards
      And the citizen deck holds 20 cards
      When every player keeps their lowest card
      Then the players chose the card to keep in the order 2, 0, 1

  @SL-21.1.3 @SL-21.2.6
  Rule: Flipped skill tiles turn face up again, after the cards are kept

    Example: The tile is still flipped while the cards are chosen
      Given player 0 holds 2 cards
      And player 1 holds 1 card
      And player 0 holds 2 action discs
      And action area I has 1 action space, the first 1 occupied
      And player 0 owns the skill tile spark, flipped this round for its ability to gain 1 gold
      When player 1 passes
      And player 1 moves the round aid token to space 2
      Then player 0 is asked to choose a card to keep
      And player 0's skill tile spark is flipped
      And no player holds an action disc and no action space is occupied

    Example: The tile is face up in the next round
      Given player 0 holds 2 cards
      And player 1 holds 1 card
      And player 0 owns the skill tile spark, flipped this round for its ability to gain 1 gold
      When player 1 passes
      And player 1 moves the round aid token to space 2
      And player 0 keeps their lowest card
      Then round 2 is being played
      And player 0's skill tile spark is face up

  @SL-21.2.7 @SL-18.3.3
  Rule: The cubes on used character free actions go back, so they can be used again

    Example: A free action used in round 1 is offered again in round 2
      Given player 0 holds 1 card
      And player 1 holds 1 card
      And player 0's character has the free action to gain 1 gold
      And player 0 has used their character's free action this round
      When player 1 passes
      And player 1 moves the round aid token to space 2
      Then round 2 is being played
      And player 0 is asked to take a turn
      And player 0 may take their character's free action

  @SL-21.2.8
  Rule: Cubes a character collects for scoring stay

    Example: Scoring cubes on the character survive the cleanup
      Given player 0 holds 1 card
      And player 1 holds 1 card
      And player 0 holds 3 scoring cubes on their character
      When player 1 passes
      And player 1 moves the round aid token to space 2
      Then round 2 is being played
      And player 0 still holds 3 scoring cubes on their character

  @SL-21.3.1 @SL-21.3.2 @SL-21.3.3
  Rule: Cleanup leaves tokens, markers, resources and played cards as they are

    Example: Everything but discs and extra cards carries into the next round
      Given player 0 holds 1 card
      And player 1 holds 1 card
      And player 0 holds 7 gold, 3 wheat and 2 diamonds as resources
      And player 0 has played a pass card with the pass ability to score 1 VP
      And player 0 owns the skill tile crown that has the pass ability to score 1 VP
      And player 0 has 9 victory points
      When player 1 passes
      And player 1 moves the round aid token to space 2
      Then round 2 is being played
      And player 0 holds 7 gold, 3 wheat and 2 diamonds as resources
      And player 0 has 9 victory points
      And player 0's round aid token is on space 0
      And player 1's round aid token is on space 2
      And the start player marker is with player 0
      And player 0's skill tile crown is face up
      And player 0 has played 1 card
