Feature: A turn
  Roll as often as you like; a 1 loses the turn total, holding banks it
  (section 1.2).

  @PG-1.2.1
  Rule: A roll is one draw of the game's generator, its face 1 plus a number below 6

    Example: The first roll from generator state 0 shows 2
      Given a 2-player game of Pig
      And the generator's state is 0000000000000000
      When player 0 rolls
      Then player 0 has rolled 2 points this turn

    Example: Each roll draws once from the generator
      Given a 2-player game of Pig
      And the generator's state is 0123456789abcdef
      When player 0 rolls
      And player 0 rolls
      And player 0 rolls
      Then player 0 has rolled 13 points this turn

  @PG-1.2.2
  Rule: A roll of 2 to 6 adds its face to the turn total

    Example: Two rolls add up
      Given a 2-player game of Pig
      And the die will roll 4, 6
      When player 0 rolls
      And player 0 rolls
      Then player 0 has rolled 10 points this turn

    Example: A roll adds to what was rolled before
      Given a 2-player game of Pig
      And player 1 has rolled 7 points this turn
      And the die will roll 2
      When player 1 rolls
      Then player 1 has rolled 9 points this turn

  @PG-1.2.3
  Rule: A roll of 1 loses the turn total and ends the turn

    Example: A 1 after twelve points
      Given a 2-player game of Pig
      And player 0 has banked 3 points
      And player 0 has rolled 12 points this turn
      And the die will roll 1
      When player 0 rolls
      Then player 0 has banked 3 points
      And player 1 has rolled 0 points this turn

  @PG-1.2.4
  Rule: A player holds only once their turn total is above 0

    Example: No hold before the first roll
      Given a 2-player game of Pig
      And it is player 0's turn
      Then player 0 may roll
      When player 0 holds
      Then the action is refused because of PG-1.2.4

    Example: After a roll of 2 the player may hold
      Given a 2-player game of Pig
      And the die will roll 2
      When player 0 rolls
      Then player 0 may roll or hold

  @PG-1.2.5
  Rule: Holding banks the turn total and ends the turn

    Example: Eight points banked on seven
      Given a 2-player game of Pig
      And player 0 has banked 7 points
      And player 0 has rolled 8 points this turn
      When player 0 holds
      Then player 0 has banked 15 points
      And player 1 has rolled 0 points this turn
