Feature: The end of the game
  After round 9 the markers move back for Loans; the furthest marker wins, ties
  broken by Cash, then by vegetables in fields and Storehouse (chapter 13).

  Background:
    Given a 3-player game in round 9
    And it is player 2's turn
    And player 0 has ended their turn this round
    And player 1 has ended their turn this round

  @LY-13.3.1 @LY-1.1.2
  Rule: The player whose marker is furthest along the Path wins

    Example: The furthest marker wins despite less Cash
      Given player 0's Scoring marker is on space 12
      And player 1's Scoring marker is on space 11
      And player 1 has 30 Cash
      When player 2 ends the turn
      And player 2 stops on the Path
      Then player 0 ranks 1st
      And player 1 ranks 2nd
      And player 2 ranks 3rd

    Example: The position after Loans decides, not the marker's space
      Given player 0's Scoring marker is on space 12
      And player 0 has 2 Loans
      And player 1's Scoring marker is on space 11
      And player 0 has 9 Cash
      When player 2 ends the turn
      And player 2 stops on the Path
      Then player 1 ranks 1st
      And player 0 ranks 2nd
      And player 0's final position is 10

    Scenario Outline: On space <space> with <loans> Loans the final position is <final>
      Given player 0's Scoring marker is on space <space>
      And player 0 has <loans> Loans
      When player 2 ends the turn
      And player 2 stops on the Path
      Then the game is over
      And player 0's final position is <final>

      Examples:
        | space | loans | final |
        | 1     | 0     | 1     |
        | 12    | 3     | 9     |
        | 2     | 5     | -3    |

  @LY-13.3.2
  Rule: Tied on the Path, the player with more Cash wins

    Example: Cash breaks the tie before vegetables do
      Given player 0's Scoring marker is on space 12
      And player 1's Scoring marker is on space 12
      And player 0 has 3 Cash
      And player 1 has 4 Cash
      And player 0 has a field "Plot" of 4 spaces for leek, holding 4 leek
      When player 2 ends the turn
      And player 2 stops on the Path
      Then player 1 ranks 1st
      And player 0 ranks 2nd

  @LY-13.3.3
  Rule: Tied on Cash too, the player with more vegetables in fields and Storehouse wins

    Example: A stored vegetable and a sown field break the tie
      Given player 0's Scoring marker is on space 12
      And player 1's Scoring marker is on space 12
      And player 0 has 2 Cash
      And player 1 has 2 Cash
      And player 0 has 1 bean in their Storehouse
      And player 0 has a field "Plot" of 4 spaces for leek, holding 2 leek
      And player 1 has 1 wheat in their Storehouse
      And player 1 has a field "Strip" of 3 spaces for wheat, holding 1 wheat
      When player 2 ends the turn
      And player 2 stops on the Path
      Then player 0 ranks 1st
      And player 1 ranks 2nd

  @LY-13.3.4
  Rule: Players still tied share the win

    Example: Two winners
      Given player 0's Scoring marker is on space 12
      And player 1's Scoring marker is on space 12
      When player 2 ends the turn
      And player 2 stops on the Path
      Then player 0 ranks 1st
      And player 1 ranks 1st
      And player 2 ranks 3rd

  @LY-13.3.5 @LY-13.2.2
  Rule: Vegetables in the Shop, on Market stalls and on customers do not count, and customers cost nothing at the end

    Example: Only fields and Storehouse count
      Given player 0 has 3 Cash
      And player 0's Scoring marker is on space 2
      And player 0 has 3 wheat in their Shop
      And player 0 has a Market stall "Stall" offering wheat for 1 bowl and bean for 2 bowls in play
      And player 0 has a Regular customer "Nina" wanting wheat and bean for 5, 6, 7 and 8 Cash in play
      And "Nina" has 2 rows filled
      And "Nina" had its delivery this round
      And player 0 has a Casual customer "Ming" ordering wheat, pumpkin and leek for 9 Cash in play
      When player 2 ends the turn
      And player 2 stops on the Path
      Then the game is over
      And player 0's score lists path 2, loans 0, cash 3 and vegetables 0

  @LY-13.3.6
  Rule: The result lists every player's final position, Cash and counted vegetables

    Example: The score's items
      Given player 1's Scoring marker is on space 9
      And player 1 has 2 Loans
      And player 1 has 7 Cash
      And player 1 has 1 leek in their Storehouse
      And player 1's Home field holds 2 wheat
      When player 2 ends the turn
      And player 2 stops on the Path
      Then player 1's score lists path 9, loans -2, cash 7 and vegetables 3
      And player 1's final position is 7
