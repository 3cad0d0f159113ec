Feature: Buying a Two-pack
  Action H, once per Action phase: pay the price, draw two cards, keep both,
  one or neither; two kept cards are stacked in the order the player chooses,
  and the lower card comes into play when the upper one leaves (section 8.9).

  Background:
    Given a 2-player game in round 3
    And it is player 0's turn

  @LY-8.9.1 @LY-8.9.4
  Rule: On their turn a player may buy one Two-pack: the top two cards of the draw pile, shown to all

    Example: The two top cards are drawn for the player to choose from
      Given the draw pile holds a card "First"
      And the draw pile holds a card "Second"
      And the draw pile holds a card "Third"
      When player 0 buys a Two-pack
      Then player 0 is asked which cards of the Two-pack to keep
      And player 0 may keep "First" and "Second"
      And the draw pile holds "Third"

  @LY-8.9.2
  Rule: The price is the greater of the uncovered Helpers and the uncovered Market stalls

    Example: Two Market stalls and one Helper cost 2 Cash
      Given player 0 has 3 Cash
      And player 0 has a Market stall "East" offering wheat for 1 bowl in play
      And player 0 has a Market stall "West" offering bean for 2 bowls in play
      And player 0 has a Helper "Lin" in play
      And the draw pile holds 2 other cards
      When player 0 buys a Two-pack
      Then player 0 has 1 Cash

    Scenario Outline: <helpers> Helpers and <stalls> Market stalls cost <price> Cash
      Given player 0 has 5 Cash
      And player 0's play area holds <helpers> Helpers and <stalls> Market stalls
      And the draw pile holds 2 other cards
      When player 0 buys a Two-pack
      Then player 0 has <cash> Cash
      And player 0 is asked which cards of the Two-pack to keep

      Examples:
        | helpers | stalls | price | cash |
        | 1       | 0      | 1     | 4    |
        | 0       | 3      | 3     | 2    |
        | 3       | 1      | 3     | 2    |
        | 2       | 2      | 2     | 3    |

    Example: Too little Cash for the price
      Given player 0 has 1 Cash
      And player 0 has a Market stall "East" offering wheat for 1 bowl in play
      And player 0 has a Market stall "West" offering bean for 2 bowls in play
      And the draw pile holds 2 other cards
      When player 0 buys a Two-pack
      Then the action is refused because of LY-1.3.1
      And player 0 still faces the same choice

  @LY-8.9.3
  Rule: Covered cards do not count, and with no Helper and no Market stall the Two-pack is free

    Example: A covered Market stall costs nothing
      Given a Market stall "Under" offering wheat for 1 bowl
      And player 0 has 0 Cash
      And player 0 has a Casual customer "Ming" ordering wheat, pumpkin and leek for 9 Cash in play covering "Under"
      And the draw pile holds 2 other cards
      When player 0 buys a Two-pack
      Then player 0 has 0 Cash
      And player 0 is asked which cards of the Two-pack to keep

  @LY-8.9.5
  Rule: The player keeps both, one or neither; each card not kept is discarded

    Example: Keeping one card
      Given the draw pile holds a Casual customer "Ming" ordering wheat, pumpkin and leek for 9 Cash
      And the draw pile holds a card "Other"
      When player 0 buys a Two-pack
      And player 0 keeps "Ming"
      Then "Ming" is in player 0's play area
      And the discard pile holds "Other"

    Example: Keeping neither
      Given the draw pile holds a card "One"
      And the draw pile holds a card "Two"
      When player 0 buys a Two-pack
      And player 0 keeps neither card
      Then the discard pile holds "One" and "Two"
      And player 0 is asked to take a turn

  @LY-8.9.6 @LY-7.2.2
  Rule: One Two-pack per Action phase, even when neither card was kept

    Example: No second Two-pack
      Given the draw pile holds 4 other cards
      When player 0 buys a Two-pack
      And player 0 keeps neither card
      And player 0 buys a Two-pack
      Then the action is refused because of LY-8.9.6
      And player 0 still faces the same choice

  @LY-8.9.7
  Rule: A single kept card is played at once, as in the Card phase

    Example: A kept Market stall is filled
      Given the draw pile holds a Market stall "Stall" offering turnip for 1 bowl and cabbage for 1 bowl
      And the draw pile holds a card "Other"
      When player 0 buys a Two-pack
      And player 0 keeps "Stall"
      Then "Stall" holds 1 turnip and 1 cabbage

  @LY-8.9.8 @LY-8.9.9 @LY-1.5.4
  Rule: Two kept cards are stacked, the player choosing the upper card; only the upper card is in play

    Example: The Market stall on top, the Regular customer covered
      Given the draw pile holds a Market stall "Stall" offering turnip for 1 bowl
      And the draw pile holds a Regular customer "Nina" wanting wheat and bean for 5, 6, 7 and 8 Cash
      When player 0 buys a Two-pack
      And player 0 keeps "Nina" and "Stall"
      Then player 0 is asked which kept card lies on top
      When player 0 lays "Stall" on top
      Then "Nina" is covered by "Stall"
      And "Stall" holds 1 turnip
      And player 0 may not deliver to "Nina"

  @LY-8.9.10
  Rule: Each kept Common field costs 2 Cash at once, even as the lower card

    Example: The covered field is paid for
      Given player 0 has 2 Cash
      And the draw pile holds a Common field "Paddy" of 4 spaces for wheat
      And the draw pile holds a Helper "Lin"
      When player 0 buys a Two-pack
      And player 0 keeps "Lin" and "Paddy"
      And player 0 lays "Lin" on top
      Then player 0 is asked to pay 2 Cash for "Paddy"
      When player 0 pays
      Then player 0 has 0 Cash
      And "Paddy" is covered by "Lin"

  @LY-8.9.11 @LY-8.9.12
  Rule: When the upper card leaves, the lower card is revealed at once and comes into play

    Example: Serving the upper customer reveals a Regular customer with a blue marker
      Given player 0 has 1 wheat, 1 pumpkin and 1 leek on their Cart
      And a Regular customer "Nina" wanting turnip and bean for 5, 6, 7 and 8 Cash
      And player 0 has a Casual customer "Ming" ordering wheat, pumpkin and leek for 9 Cash in play covering "Nina"
      When player 0 serves "Ming"
      Then "Nina" is in player 0's play area
      And "Nina"'s marker is blue
      And "Nina" is due this round

  @LY-8.9.13 @LY-6.7.3
  Rule: A Two-pack needs a card in the draw pile; with one card left the player draws it and pays the full price

    Example: One card left
      Given player 0 has 1 Cash
      And player 0 has a Helper "Lin" in play
      And the draw pile holds a card "Last"
      When player 0 buys a Two-pack
      Then player 0 has 0 Cash
      And player 0 may keep "Last"
      And the draw pile holds 0 cards

  @LY-8.9.13 @LY-6.7.1
  Rule: An empty draw pile sells no Two-pack, and the discard pile is not shuffled in

    Example: The discard pile stays where it is
      Given the discard pile holds 3 other cards
      When player 0 buys a Two-pack
      Then the action is refused because of LY-8.9.13
      And player 0 still faces the same choice
