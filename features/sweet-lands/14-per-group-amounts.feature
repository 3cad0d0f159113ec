Feature: Amounts given per group of N
  An ability that pays for every N of something pays once per complete group:
  the count is divided by N and rounded down (SL-14.2.13). The card is defined by
  the scenario; it lies in front of the player when its ability resolves
  (SL-14.2.5), so it counts itself among the cards played.

  Background:
    Given a 2-player game in round 2
    And it is player 0's turn
    And player 0 holds 1 card
    And the citizen cards are:
      | card   | kind      | cost | tags      | industry tag | ability                 | second part | automation | brownie reduction |
      | Filler | immediate | 0    | shortcake | none         | 1 gold                  |             |            | no                |
      | Patron | immediate | 0    | tart      | none         | 2 VP per 3 cards played |             |            | no                |

  @SL-14.2.13
  Rule: Only complete groups of N count

    Example: Six cards already played and the Patron itself make two complete groups
      Given player 0 has played the cards Filler, Filler, Filler, Filler, Filler and Filler
      And player 0 holds the citizen card Patron
      When player 0 plays the card Patron
      Then player 0 has 4 victory points

    Example: Two cards played before and the Patron itself make one group
      Given player 0 has played the cards Filler and Filler
      And player 0 holds the citizen card Patron
      When player 0 plays the card Patron
      Then player 0 has 2 victory points

    Example: With no card played before, the Patron alone is no group
      Given player 0 holds the citizen card Patron
      When player 0 plays the card Patron
      Then player 0 has 0 victory points
