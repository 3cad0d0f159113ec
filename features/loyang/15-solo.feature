@requires:solo
Feature: The solo game
  Chapter 15 of the Loyang rules: one player against an imaginary opponent whose
  cards only lantern Helpers reach, with the Courtyard laid out as a priced grid.

  @LY-15.1.1 @LY-15.1.2 @LY-15.1.3 @LY-15.2.1
  Rule: The opponent gets exactly 2 Market stalls, 2 Regular and 2 Casual customers; 12 cards form the grid

    Example: A new solo game
      Given a new solo game dealt from seed 5
      Then the imaginary opponent has 2 Market stalls, filled, 2 Regular customers and 2 Casual customers
      And the grid holds 12 cards
      And every other Action card is in the draw pile

    Example: The opponent's cards are the first turned up, and the grid comes from the reshuffled rest
      Given a new solo game dealt from seed 5
      Then the imaginary opponent has the first cards of each kind it needs turned up from seed 5
      And the grid is laid from the draw pile reshuffled from seed 5

  @LY-15.2.2 @LY-15.2.3 @LY-15.2.4
  Rule: A grid card costs its row's price; the rest of the hand is discarded; the column moves up and is refilled

    Example: A second-row card for 1 Cash
      Given a solo game in round 2
      And the solo Card phase is under way
      And the grid's rows cost 0, 1, 2 and 2 Cash from the top
      And player 0 has 1 Cash
      And player 0 holds a card "Hand one"
      And player 0 holds a card "Hand two"
      And the grid's row 1 holds a card "A1", a card "A2" and a card "A3"
      And the grid's row 2 holds a card "B1", a card "B2" and a card "B3"
      And the grid's row 3 holds a card "C1", a card "C2" and a card "C3"
      And the grid's row 4 holds a card "D1", a card "D2" and a card "D3"
      And the draw pile holds a card "New"
      Then player 0 may take "A1" from the grid with "Hand one"
      And player 0 may not take "C1" from the grid with "Hand one"
      When player 0 takes "B2" from the grid with "Hand one"
      Then player 0 has 0 Cash
      And "B2" is in player 0's play area
      And "Hand one" is in player 0's play area
      And "Hand two" is in the discard pile
      And the grid's row 2 holds "B1", "C2" and "B3"
      And the grid's row 3 holds "C1", "D2" and "C3"
      And the grid's row 4 holds "D1", "New" and "D3"

    Example: The column is refilled with the top card of the draw pile
      Given a solo game in round 2
      And the solo Card phase is under way
      And the grid's rows cost 0, 1, 2 and 2 Cash from the top
      And player 0 has 0 Cash
      And player 0 holds a card "Hand one"
      And the grid's row 1 holds a card "A1", a card "A2" and a card "A3"
      And the grid's row 2 holds a card "B1", a card "B2" and a card "B3"
      And the grid's row 3 holds a card "C1", a card "C2" and a card "C3"
      And the grid's row 4 holds a card "D1", a card "D2" and a card "D3"
      And the draw pile holds a card "Top"
      And the draw pile holds a card "Under"
      When player 0 takes "A3" from the grid with "Hand one"
      Then the grid's row 4 holds "D1", "D2" and "Top"
      And "Under" is in the draw pile

    Scenario Outline: A card of row <row> costs <price> Cash
      Given a solo game in round 2
      And the solo Card phase is under way
      And the grid's rows cost 0, 1, 2 and 2 Cash from the top
      And player 0 has 2 Cash
      And player 0 holds a card "Hand one"
      And the grid's row 1 holds a card "A1", a card "A2" and a card "A3"
      And the grid's row 2 holds a card "B1", a card "B2" and a card "B3"
      And the grid's row 3 holds a card "C1", a card "C2" and a card "C3"
      And the grid's row 4 holds a card "D1", a card "D2" and a card "D3"
      When player 0 takes "<card>" from the grid with "Hand one"
      Then player 0 has <left> Cash
      And "<card>" is in player 0's play area

      Examples:
        | row | card | price | left |
        | 1   | A3   | 0     | 2    |
        | 2   | B1   | 1     | 1    |
        | 3   | C2   | 2     | 0    |
        | 4   | D3   | 2     | 0    |

  @LY-15.2.7
  Rule: With an empty grid and an empty hand the solo Card phase ends with no card played

    Example: Nothing left to take
      Given a solo game in round 8
      And the solo Card phase is under way
      And player 0 has 3 Cash
      Then player 0 is asked to take cards from the grid
      And player 0 may play no card, the grid and the hand being empty
      When player 0 plays no card, the grid and the hand being empty
      Then the Action phase is being played
      And player 0 is asked to take a turn
      And player 0 has 3 Cash
      And the discard pile holds 0 cards

  @LY-15.2.5 @requires:two_grid_cards
  Rule: With the two-grid-cards variant the player takes two grid cards and no hand card

    Example: Two cards from the top row
      Given a solo game in round 2
      And the solo game is played with two grid cards
      And the solo Card phase is under way
      And the grid's rows cost 0, 1, 2 and 2 Cash from the top
      And player 0 has 1 Cash
      And player 0 holds a card "Hand one"
      And the grid's row 1 holds a card "A1", a card "A2" and a card "A3"
      And the grid's row 2 holds a card "B1", a card "B2" and a card "B3"
      When player 0 takes "A1" and "A3" from the grid
      Then player 0 has 1 Cash
      And "A1" is in player 0's play area
      And "A3" is in player 0's play area
      And "Hand one" is in the discard pile
      And the grid's row 1 holds "B1", "A2" and "B3"

    Example: Two grid cards whose prices together are all the player's Cash
      Given a solo game in round 2
      And the solo game is played with two grid cards
      And the solo Card phase is under way
      And the grid's rows cost 0, 1, 2 and 2 Cash from the top
      And player 0 has 1 Cash
      And player 0 holds a card "Hand one"
      And the grid's row 1 holds a card "A1", a card "A2" and a card "A3"
      And the grid's row 2 holds a card "B1", a card "B2" and a card "B3"
      Then player 0 may take "A1" and "B2" from the grid
      And player 0 may not take "B1" and "B2" from the grid

    Example: A new solo game is dealt with two grid cards
      Given a solo game in round 1
      When a new solo game is asked for with two grid cards
      Then the game is dealt
      And the grid holds 12 cards

    Example: Two grid cards is not offered for a 2-player game
      Given a 2-player game in round 1
      When a new 2-player game is asked for with two grid cards
      Then the request is refused as not offered

  @LY-15.1.4 @LY-11.3.4
  Rule: The opponent's cards are "the other player" of lantern Helpers

    Example: The Tout lures the opponent's Casual customer
      Given a solo game in round 1
      And a Helper "Tout" that takes 1 Casual customer from the other player
      And player 0 has "Tout" in play
      And the imaginary opponent has a Casual customer "Ming" ordering wheat, pumpkin and bean for 7 Cash in play
      When player 0 uses "Tout"
      And player 0 chooses player 1
      And player 0 takes "Ming" from player 1
      Then "Ming" is in player 0's play area

    Example: The Market woman trades at the opponent's Market stall
      Given a solo game in round 1
      And a Helper "Market woman" that trades once at the other player's Market stalls
      And player 0 has "Market woman" in play
      And player 0 has 1 wheat on their Cart
      And the imaginary opponent has a Market stall "Stall" offering bean for 1 bowl and leek for 1 bowl in play
      When player 0 uses "Market woman"
      And player 0 chooses player 1
      And player 0 trades 1 wheat for 1 leek at "Stall"
      Then player 0's Cart holds 1 leek
      And "Stall" is in the imaginary opponent's play area

    @LY-15.1.5
    Example: The opponent's emptied Market stall is discarded and not replaced
      Given a solo game in round 1
      And a Helper "Market woman" that trades once at the other player's Market stalls
      And player 0 has "Market woman" in play
      And player 0 has 1 wheat on their Cart
      And the imaginary opponent has a Market stall "Stall" offering leek for 1 bowl in play
      And the draw pile holds 3 other cards
      When player 0 uses "Market woman"
      And player 0 chooses player 1
      And player 0 trades 1 wheat for 1 leek at "Stall"
      Then player 0's Cart holds 1 leek
      And "Stall" is in the discard pile
      And the draw pile holds 3 cards

    Example: A lantern Helper whose target the opponent never has cannot be used
      Given a solo game in round 1
      And a Helper "Rival" that discards the top card of one of the other player's stacks
      And player 0 has "Rival" in play
      And the imaginary opponent has a Market stall "Stall" offering bean for 1 bowl in play
      Then player 0 may not use "Rival"
      And player 0 may discard "Rival"

  @LY-15.1.5 @LY-15.2.6
  Rule: The opponent takes no turns; the solo player starts every round, with no Second player

    Example: From one turn to the next round's Card phase
      Given a solo game in round 1
      And the imaginary opponent has a Regular customer "Li" wanting wheat and bean for 2, 3, 4 and 5 Cash in play
      And the draw pile holds 5 other cards
      When player 0 ends the turn
      And player 0 stops on the Path
      Then round 2 is being played
      And player 0 is asked to take cards from the grid
      And player 0 is the Starting player
      And nobody holds the Second player token yet
      And "Li" is in the imaginary opponent's play area

  @LY-15.3.1
  Rule: The solo result is the final position after Loans

    Example: The last turn of a solo game
      Given a solo game in round 9
      And player 0's Scoring marker is on space 6
      And player 0 has 2 Loans
      When player 0 ends the turn
      And player 0 stops on the Path
      Then the game is over
      And player 0's final position is 4
      And player 0 ranks 1st
