Feature: Positions no play reaches
  The engine refuses to load them, naming the rule, and keeps what it held
  (section 2.1).

  @PG-2.1.1
  Rule: While a turn is pending every banked score is below 20

    Example: Twenty banked and a turn still pending
      Given a 2-player game of Pig
      And it is player 1's turn
      When a position is loaded in which player 0 has banked 20 points
      Then the position is refused because of PG-2.1.1

  @PG-2.1.2
  Rule: A turn total is never 1

    Example: One point rolled this turn
      Given a 2-player game of Pig
      And it is player 0's turn
      When a position is loaded in which player 0 has rolled 1 point this turn
      Then the position is refused because of PG-2.1.2
