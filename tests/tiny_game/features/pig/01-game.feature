Feature: The game
  One to four players, each with a banked score that starts at 0, take turns in
  seat order (section 1.1).

  @PG-1.1.1
  Rule: Every banked score starts at 0, and seat 0 rolls first

    Example: A new game of three players
      Given a new 3-player game of Pig dealt from seed 7
      Then player 0 has banked 0 points
      And player 1 has banked 0 points
      And player 2 has banked 0 points
      And player 0 has rolled 0 points this turn

    Example: A new game of one player
      Given a new 1-player game of Pig dealt from seed 7
      Then player 0 has banked 0 points
      And it is player 0's turn

  @PG-1.1.2
  Rule: Turns go in seat order; seat 0's turn after the last seat's opens a new round

    Example: The turn passes to the next seat
      Given a 3-player game of Pig
      And it is round 2
      And player 1 has rolled 5 points this turn
      When player 1 holds
      Then it is player 2's turn
      And it is round 2

    Example: After the last seat a new round begins
      Given a 3-player game of Pig
      And it is round 2
      And player 2 has rolled 4 points this turn
      When player 2 holds
      Then it is player 0's turn
      And it is round 3

    Example: Alone, every turn is a new round
      Given a 1-player game of Pig
      And it is round 4
      And player 0 has rolled 6 points this turn
      When player 0 holds
      Then it is player 0's turn
      And it is round 5
