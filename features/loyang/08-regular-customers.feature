Feature: Delivering to Regular customers
  Action F: a Regular customer takes its two vegetables once a round, row by
  row from the bottom, and pays each row at once; after the fourth row it
  leaves (section 8.7).

  Background:
    Given a 2-player game in round 3
    And it is player 0's turn

  @LY-8.7.2 @LY-8.7.3
  Rule: A delivery fills the lowest empty row with the two vegetables and pays that row's price at once

    Example: The second row pays the second price
      Given player 0 has 1 wheat, 1 bean and 1 leek on their Cart
      And player 0 has 0 Cash
      And player 0 has a Regular customer "Nina" wanting wheat and bean for 5, 6, 7 and 8 Cash in play
      And "Nina" has 1 row filled
      When player 0 delivers to "Nina"
      Then player 0 has 6 Cash
      And "Nina" has 2 rows filled
      And player 0's Cart holds 1 leek

    Scenario Outline: With <filled> rows filled the delivery pays <paid> Cash
      Given player 0 has 1 wheat and 1 bean on their Cart
      And player 0 has 2 Cash
      And player 0 has a Regular customer "Nina" wanting wheat and bean for 4, 6, 9 and 13 Cash in play
      And "Nina" has <filled> rows filled
      When player 0 delivers to "Nina"
      Then player 0 has <cash> Cash
      And "Nina" has <after> rows filled
      And player 0's Cart holds nothing

      Examples:
        | filled | paid | cash | after |
        | 0      | 4    | 6    | 1     |
        | 1      | 6    | 8    | 2     |
        | 2      | 9    | 11   | 3     |

    Example: A row is never filled in part
      Given player 0 has 1 wheat on their Cart
      And player 0 has a Regular customer "Nina" wanting wheat and bean for 5, 6, 7 and 8 Cash in play
      When player 0 delivers to "Nina"
      Then the action is refused because of LY-8.7.3
      And player 0 still faces the same choice

  @LY-8.7.4
  Rule: A Regular customer is due from the round it came into play

    Example: A customer first due next round takes nothing yet
      Given player 0 has 1 wheat and 1 bean on their Cart
      And player 0 has a Regular customer "Nina" wanting wheat and bean for 5, 6, 7 and 8 Cash in play
      And "Nina" is first due in round 4
      When player 0 delivers to "Nina"
      Then the action is refused because of LY-8.7.4
      And player 0 still faces the same choice

  @LY-8.7.5
  Rule: A Regular customer takes at most one delivery per round

    Example: No second delivery in the same round
      Given player 0 has 2 wheat and 2 bean on their Cart
      And player 0 has a Regular customer "Nina" wanting wheat and bean for 5, 6, 7 and 8 Cash in play
      When player 0 delivers to "Nina"
      And player 0 delivers to "Nina"
      Then the action is refused because of LY-8.7.5
      And player 0 still faces the same choice

  @LY-8.7.6
  Rule: Regular customers are delivered to in any order

    Example: The second customer first
      Given player 0 has 1 wheat, 1 pumpkin and 1 bean on their Cart
      And player 0 has 0 Cash
      And player 0 has a Regular customer "Anna" wanting wheat and bean for 5, 6, 7 and 8 Cash in play
      And player 0 has a Regular customer "Bert" wanting pumpkin and bean for 6, 7, 8 and 9 Cash in play
      Then player 0 may deliver to "Anna"
      When player 0 delivers to "Bert"
      Then player 0 has 6 Cash
      And "Anna" has 0 rows filled

  @LY-8.7.8
  Rule: A Regular customer revealed before its owner's turn has ended is due in that round

    Example: Revealed during the owner's own turn, it is due at once
      Given player 0 has 1 wheat, 1 turnip and 1 leek on their Cart
      And player 0 has 0 Cash
      And a Regular customer "Nina" wanting turnip and leek for 5, 6, 7 and 8 Cash
      And player 0 has a Market stall "Stall" offering pumpkin for 1 bowl in play covering "Nina"
      When player 0 trades 1 wheat for 1 pumpkin at "Stall"
      Then "Nina"'s marker is blue
      And "Nina" is due this round
      When player 0 delivers to "Nina"
      Then player 0 has 5 Cash

  @LY-8.7.10 @LY-9.2.2
  Rule: A due customer without a delivery this round has been missed, whatever the reason; a blue marker turns red

    Example: No vegetables, no delivery: the marker turns red at the end of the turn, for nothing
      Given player 0 has 3 Cash
      And player 0 has a Regular customer "Nina" wanting wheat and bean for 5, 6, 7 and 8 Cash in play
      When player 0 ends the turn
      Then "Nina"'s marker is red
      And player 0 has 3 Cash

  @LY-8.7.11
  Rule: A miss fills no row; the customer is due again in every later round

    Example: After a miss the same row is still to fill
      Given player 0 has a Regular customer "Nina" wanting wheat and bean for 5, 6, 7 and 8 Cash in play
      And "Nina" has 1 row filled
      When player 0 ends the turn
      Then "Nina" has 1 row filled
      And "Nina" is due this round

  @LY-8.7.2 @LY-8.7.4 @LY-8.7.11 @LY-9.2.2 @LY-9.2.3 @LY-9.2.4 @LY-8.7.9
  Rule: The worked example of a Regular customer (004 §Detailed Example)

    Example: Nina is served, missed, served, missed at a cost, served twice and leaves
      Given player 0's Storehouse is upgraded
      And player 0 has 1 wheat and 1 bean on their Cart
      And player 0's Home field holds 6 wheat
      And player 0 has a field "Beans" of 6 spaces for bean, holding 5 bean
      And player 0 has a Regular customer "Nina" wanting wheat and bean for 5, 6, 7 and 8 Cash in play
      # Round 3: the first delivery pays 5 Cash.
      When player 0 delivers to "Nina"
      And player 0 ends the turn
      And player 0 stops on the Path
      And player 1 ends the turn
      And player 1 stops on the Path
      Then round 4 is being played
      And player 0 has 5 Cash
      # Round 4: player 1 starts; player 0 delivers nothing, so the marker turns red and nothing is paid.
      When player 1 ends the turn
      And player 1 stops on the Path
      And player 0 ends the turn
      Then "Nina"'s marker is red
      And player 0 has 5 Cash
      # Round 5: the second delivery pays 6 Cash; the marker stays red.
      When player 0 stops on the Path
      And player 0 delivers to "Nina"
      Then player 0 has 11 Cash
      And "Nina"'s marker is red
      When player 0 ends the turn
      And player 0 stops on the Path
      And player 1 ends the turn
      And player 1 stops on the Path
      # Round 6: missed again with a red marker, which costs 2 Cash.
      And player 1 ends the turn
      And player 1 stops on the Path
      And player 0 ends the turn
      Then player 0 is asked to pay 2 Cash for "Nina"
      When player 0 pays
      Then player 0 has 9 Cash
      And "Nina" has 2 rows filled
      # Round 7: the third delivery pays 7 Cash.
      When player 0 stops on the Path
      And player 0 delivers to "Nina"
      Then player 0 has 16 Cash
      When player 0 ends the turn
      And player 0 stops on the Path
      And player 1 ends the turn
      And player 1 stops on the Path
      # Round 8: the fourth delivery pays 8 Cash, and Nina leaves.
      And player 1 ends the turn
      And player 1 stops on the Path
      And player 0 delivers to "Nina"
      Then player 0 has 24 Cash
      And "Nina" is in the discard pile
