Feature: Trading at a Market stall
  Action D: as many Cart vegetables as the bowls show go back to the supply, and
  one vegetable of the stall goes onto the Cart; an empty stall is discarded
  (section 8.5).

  Background:
    Given a 2-player game in round 3
    And it is player 0's turn

  @LY-8.5.2 @LY-1.2.2 @LY-1.2.3
  Rule: A trade returns the bowls' number of Cart vegetables of any kinds and takes one vegetable from the stall

    Example: Two vegetables for a leek at a two-bowl space
      Given player 0 has 1 wheat and 1 cabbage on their Cart
      And player 0 has a Market stall "Stall" offering pumpkin for 1 bowl, bean for 2 bowls and leek for 2 bowls in play
      When player 0 trades 1 wheat and 1 cabbage for 1 leek at "Stall"
      Then player 0's Cart holds 1 leek
      And "Stall" holds 1 pumpkin and 1 bean

    Example: One vegetable is not enough for a two-bowl space
      Given player 0 has 1 wheat on their Cart
      And player 0 has a Market stall "Stall" offering pumpkin for 1 bowl, bean for 2 bowls and leek for 2 bowls in play
      When player 0 trades 1 wheat for 1 leek at "Stall"
      Then the action is refused because of LY-8.5.2
      And player 0 still faces the same choice

  @LY-8.5.1a
  Rule: A trade costs the bowls the stall shows for the vegetable taken

    Scenario Outline: At a stall of 1, 2 and 2 bowls a <kind> costs <bowls> Cart vegetables
      Given player 0 has 2 wheat on their Cart
      And player 0 has a Market stall "Stall" offering pumpkin for 1 bowl, bean for 2 bowls and leek for 2 bowls in play
      When player 0 trades <bowls> wheat for 1 <kind> at "Stall"
      Then player 0's Cart holds <cart>
      And player 0 is asked to take a turn

      Examples:
        | kind    | bowls | cart                  |
        | pumpkin | 1     | 1 wheat and 1 pumpkin |
        | bean    | 2     | 1 bean                |
        | leek    | 2     | 1 leek                |

    Example: One stall, one bowl for a pumpkin and two for a bean
      Given player 0 has 1 wheat on their Cart
      And player 0 has a Market stall "Stall" offering pumpkin for 1 bowl and bean for 2 bowls in play
      Then player 0 may trade 1 wheat for 1 pumpkin at "Stall"
      And player 0 may not trade 1 wheat for 1 bean at "Stall"

    Example: Two bowls are paid with two vegetables, never with one
      Given player 0 has 1 wheat and 1 pumpkin on their Cart
      And player 0 has a Market stall "Stall" offering bean for 2 bowls and leek for 2 bowls in play
      Then player 0 may trade 1 wheat and 1 pumpkin for 1 bean at "Stall"
      And player 0 may not trade 1 pumpkin for 1 bean at "Stall"
      And player 0 may not trade 1 wheat for 1 bean at "Stall"

  @LY-8.5.3
  Rule: The vegetables paid may be of the kind taken

    Example: A pumpkin for a pumpkin
      Given player 0 has 1 pumpkin on their Cart
      And player 0 has a Market stall "Stall" offering pumpkin for 1 bowl and turnip for 1 bowl in play
      When player 0 trades 1 pumpkin for 1 pumpkin at "Stall"
      Then player 0's Cart holds 1 pumpkin
      And "Stall" holds 1 turnip

  @LY-8.5.4 @LY-8.5.7
  Rule: A vegetable just taken may pay for the next trade, as often as the stall and the Cart allow

    Example: Trading on with the vegetable just taken
      Given player 0 has 1 wheat on their Cart
      And player 0 has a Market stall "Stall" offering pumpkin for 1 bowl, turnip for 1 bowl and leek for 1 bowl in play
      When player 0 trades 1 wheat for 1 pumpkin at "Stall"
      And player 0 trades 1 pumpkin for 1 turnip at "Stall"
      Then player 0's Cart holds 1 turnip
      And "Stall" holds 1 leek

  @LY-8.5.6 @LY-7.4.2
  Rule: An emptied Market stall goes to the discard pile at once; until then it cannot be discarded

    Example: The last vegetable taken empties the stall
      Given player 0 has 1 wheat on their Cart
      And player 0 has a Market stall "Stall" offering pumpkin for 1 bowl and turnip for 1 bowl in play
      And "Stall" holds only 1 turnip
      When player 0 trades 1 wheat for 1 turnip at "Stall"
      Then "Stall" is in the discard pile

    Example: A stall with vegetables left cannot be discarded
      Given player 0 has a Market stall "Stall" offering pumpkin for 1 bowl and turnip for 1 bowl in play
      When player 0 discards "Stall"
      Then the action is refused because of LY-8.5.6
      And player 0 still faces the same choice

  @LY-8.5.5
  Rule: A Market stall is filled as soon as it is revealed

    Example: The stall under an emptied stall is revealed and filled
      Given player 0 has 1 wheat on their Cart
      And a Market stall "Lower" offering bean for 2 bowls and leek for 2 bowls
      And player 0 has a Market stall "Upper" offering pumpkin for 1 bowl in play covering "Lower"
      When player 0 trades 1 wheat for 1 pumpkin at "Upper"
      Then "Upper" is in the discard pile
      And "Lower" holds 1 bean and 1 leek
