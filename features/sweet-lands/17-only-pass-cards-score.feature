Feature: Step 6 of the pass reads only the played pass cards
  At each pass, step 6 scores the pass abilities of the citizen cards the player
  has played (SL-17.2.9); a played immediate card has already done its work
  when it was played and adds nothing at a pass. The cards are set up by the
  scenario.

  Background:
    Given a 3-player game in round 1
    And player 0 holds the start player marker
    And it is player 1's turn
    And player 1's round aid token is on space 0
    And the citizen cards are:
      | card   | kind      | cost | tags    | industry tag | ability |
      | Herald | immediate | 0    | macaron | none         | 2 VP    |
      | Hymn   | pass      | 0    | tart    | none         | 3 VP    |

  @SL-17.2.9
  Rule: A played immediate card gives nothing at the pass

    Example: Only the pass card among the played cards scores
      Given player 1 has played the citizen cards Herald and Hymn
      When player 1 passes
      Then player 1 has 3 victory points

    Example: An immediate card alone scores nothing
      Given player 1 has played the citizen card Herald
      When player 1 passes
      Then player 1 has 0 victory points

    Example: A played card's ability for each card played gives nothing at the pass
      Given the citizen card Herald gives 2 VP each time a card is played
      And player 1 has played the citizen cards Herald and Hymn
      When player 1 passes
      Then player 1 has 3 victory points

    Example: A pass card scores the same after the position is loaded again
      Given player 1 has played the citizen card Hymn
      When a position is loaded in which player 1 has 2 gold
      And player 1 passes
      Then player 1 has 3 victory points
      And player 1 has 2 gold
