Feature: The end
  The first holder to reach 20 wins at once; the score counts only banked points
  (section 1.3).

  @PG-1.3.1
  Rule: Reaching 20 or more by holding ends the game

    Example: Exactly 20
      Given a 2-player game of Pig
      And player 0 has banked 14 points
      And player 0 has rolled 6 points this turn
      When player 0 holds
      Then the game is over
      And player 0 has banked 20 points

    Example: Past 20
      Given a 3-player game of Pig
      And player 1 has banked 18 points
      And player 1 has rolled 9 points this turn
      When player 1 holds
      Then the game is over
      And player 1 has banked 27 points

    Example: 19 is not enough
      Given a 2-player game of Pig
      And player 0 has banked 13 points
      And player 0 has rolled 6 points this turn
      When player 0 holds
      Then player 0 has banked 19 points
      And it is player 1's turn

    Example: A turn total past 20 wins nothing until it is banked
      Given a 2-player game of Pig
      And player 0 has banked 15 points
      And player 0 has rolled 4 points this turn
      And the die will roll 6
      When player 0 rolls
      Then player 0 has rolled 10 points this turn

  @PG-1.3.2
  Rule: The score ranks banked points; a turn total counts for nothing

    Example: Two players share the lead
      Given a 3-player game of Pig
      And player 0 has banked 12 points
      And player 1 has banked 5 points
      And player 2 has banked 12 points
      And player 1 has rolled 9 points this turn
      Then player 0 ranks 1 with 12 points
      And player 2 ranks 1 with 12 points
      And player 1 ranks 3 with 5 points
