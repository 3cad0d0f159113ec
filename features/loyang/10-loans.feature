Feature: Loans
  A Loan gives 5 Cash and a Loan card at any moment Cash can be spent; it is
  never repaid, and at the end each Loan costs one space on the Path (chapter 10).

  @LY-10.1.1 @LY-1.4.1 @LY-3.1.1
  Rule: A Loan gives 5 Cash and a Loan card from the supply

    Example: Taking a Loan on the turn
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0 has 1 Cash
      When player 0 takes a Loan
      Then player 0 has 6 Cash
      And player 0 has 1 Loan

  @LY-10.1.2 @LY-1.4.2
  Rule: Any number of Loans may be taken; the supply of Loan cards never limits them

    Example: Seven Loans
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0 has 6 Loans
      When player 0 takes a Loan
      Then player 0 has 7 Loans
      And player 0 has 5 Cash

  @LY-10.1.4
  Rule: A Loan is offered where Cash can be spent, and nowhere else

    Example: At the first planting
      Given a 2-player game in round 1
      And the game is being set up
      Then player 0 may take a Loan

    Example: Not in a Distribution turn, where no Cash is spent
      Given a 2-player game in round 2
      And the Distribution round is under way with player 0 to take a turn
      And player 0 holds 2 other cards
      And player 1 holds 2 other cards
      When player 0 takes a Loan
      Then the action is refused because of LY-10.1.4
      And player 0 still faces the same choice

    Example: Not while storing once the Storehouse is upgraded
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0's Storehouse is upgraded
      And player 0 has 5 wheat on their Cart
      When player 0 ends the turn
      Then player 0 is asked what to do with the vegetables that do not fit
      When player 0 takes a Loan
      Then the action is refused because of LY-10.1.4
      And player 0 still faces the same choice

  @LY-10.2.1 @LY-10.2.2 @LY-10.1.3 @LY-13.2.1
  Rule: At the end each Loan moves the marker back one space, even below the first space

    Example: Three Loans from space 1
      Given a 2-player game in round 9
      And it is player 1's turn
      And player 0 has ended their turn this round
      And player 0's Scoring marker is on space 1
      And player 0 has 3 Loans
      When player 1 ends the turn
      And player 1 stops on the Path
      Then the game is over
      And player 0's final position is -2
      And player 0's score lists path 1, loans -3, cash 0 and vegetables 0
