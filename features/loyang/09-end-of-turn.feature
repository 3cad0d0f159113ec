Feature: The end of a turn
  When a player declares their actions over, their missed Regular customers are
  settled, the Cart goes into the Storehouse as far as it fits, and the player
  may move on the Path of Prosperity (chapter 9).

  Background:
    Given a 2-player game in round 3
    And it is player 0's turn

  @LY-9.1.1
  Rule: Misses are settled first, then the Cart is stored, then the marker moves

    Example: A penalty, then the overflowing Cart, then the Path
      Given player 0 has 2 Cash
      And player 0 has 2 wheat on their Cart
      And player 0 has a Regular customer "Nina" wanting turnip and bean for 5, 6, 7 and 8 Cash in play
      And "Nina"'s marker is red
      When player 0 ends the turn
      Then player 0 is asked to pay 2 Cash for "Nina"
      When player 0 pays
      Then player 0 is asked what to do with the vegetables that do not fit
      When player 0 returns 1 wheat to the supply
      Then player 0 is asked whether to step forward on the Path
      And player 0's Storehouse holds 1 wheat

  @LY-9.1.2
  Rule: Once the end of the turn has begun no action of chapter 8 is taken

    Example: No buying on the way to the Path
      Given player 0 has 9 Cash
      And player 0 has 1 wheat in their Shop
      When player 0 ends the turn
      And player 0 buys 1 wheat
      Then the action is refused because of LY-9.1.2
      And player 0 still faces the same choice

  @LY-9.2.1
  Rule: Only due customers without a delivery this round are missed

    Example: The served customer keeps its blue marker
      Given player 0 has a Regular customer "Anna" wanting wheat and bean for 5, 6, 7 and 8 Cash in play
      And player 0 has a Regular customer "Bert" wanting pumpkin and bean for 6, 7, 8 and 9 Cash in play
      And player 0 has a Regular customer "Cleo" wanting turnip and leek for 6, 7, 8 and 9 Cash in play
      And "Anna" had its delivery this round
      And "Cleo" is first due in round 4
      When player 0 ends the turn
      Then "Anna"'s marker is blue
      And "Bert"'s marker is red
      And "Cleo"'s marker is blue

  @LY-9.2.3
  Rule: A miss with the marker already red costs 2 Cash; the marker stays red

    Example: The second miss is paid for
      Given player 0 has 5 Cash
      And player 0 has a Regular customer "Nina" wanting wheat and bean for 5, 6, 7 and 8 Cash in play
      And "Nina"'s marker is red
      When player 0 ends the turn
      And player 0 pays
      Then player 0 has 3 Cash
      And "Nina"'s marker is red

  @LY-9.2.4
  Rule: A red marker stays red after later deliveries

    Example: Delivering does not turn the marker back
      Given player 0 has 1 wheat and 1 bean on their Cart
      And player 0 has a Regular customer "Nina" wanting wheat and bean for 5, 6, 7 and 8 Cash in play
      And "Nina"'s marker is red
      When player 0 delivers to "Nina"
      And player 0 ends the turn
      Then "Nina"'s marker is red
      And player 0 has 5 Cash

  @LY-9.2.5
  Rule: A penalty may be raised by selling from the Cart or by a Loan

    Example: Two sales pay the penalty
      Given player 0 has 2 turnip on their Cart
      And player 0 has 0 Cash
      And the Shop has 2 spaces for turnip
      And player 0 has a Regular customer "Nina" wanting wheat and bean for 5, 6, 7 and 8 Cash in play
      And "Nina"'s marker is red
      When player 0 ends the turn
      Then player 0 may take a Loan
      When player 0 sells 1 turnip
      And player 0 sells 1 turnip
      Then player 0 has 2 Cash
      When player 0 pays
      Then player 0 has 0 Cash
      And player 0's Shop holds 2 turnip
      And player 0 has 0 Loans

  @LY-9.2.6
  Rule: Several misses are settled one at a time, in the order of the card ids

    Example: Two red customers are paid for one after the other
      Given player 0 has 4 Cash
      And player 0 has a Regular customer "Bert" wanting pumpkin and bean for 6, 7, 8 and 9 Cash in play
      And player 0 has a Regular customer "Anna" wanting wheat and bean for 5, 6, 7 and 8 Cash in play
      And "Anna"'s marker is red
      And "Bert"'s marker is red
      When player 0 ends the turn
      Then player 0 is asked to pay 2 Cash for "Anna"
      When player 0 pays
      Then player 0 is asked to pay 2 Cash for "Bert"

    Example: Three missed customers, the middle one blue, are settled lowest card first
      Given player 0 has 4 Cash
      And player 0 has a Regular customer "Cleo" wanting turnip and leek for 6, 7, 8 and 9 Cash in play
      And player 0 has a Regular customer "Bert" wanting pumpkin and bean for 6, 7, 8 and 9 Cash in play
      And player 0 has a Regular customer "Anna" wanting wheat and bean for 5, 6, 7 and 8 Cash in play
      And "Anna"'s marker is red
      And "Cleo"'s marker is red
      When player 0 ends the turn
      Then player 0 is asked to pay 2 Cash for "Anna"
      And "Bert"'s marker is red
      When player 0 pays
      Then player 0 is asked to pay 2 Cash for "Cleo"

  @LY-9.3.1 @LY-9.3.2 @LY-9.3.4
  Rule: The Cart goes into the Storehouse, which holds 1 vegetable, or 4 once upgraded

    Example: An upgraded Storehouse takes four
      Given player 0's Storehouse is upgraded
      And player 0 has 3 wheat and 1 leek on their Cart
      When player 0 ends the turn
      Then player 0's Storehouse holds 3 wheat and 1 leek
      And player 0's Cart holds nothing
      And player 0 is asked whether to step forward on the Path

    Example: A plain Storehouse takes one
      Given player 0 has 1 bean on their Cart
      When player 0 ends the turn
      Then player 0's Storehouse holds 1 bean
      And player 0's Cart holds nothing

  @LY-9.3.3
  Rule: What does not fit is sold or returned, the player choosing what to keep

    Example: Keeping the leek, selling a wheat and returning a pumpkin
      Given player 0 has 1 wheat, 1 pumpkin and 1 leek on their Cart
      When player 0 ends the turn
      Then player 0 is asked what to do with the vegetables that do not fit
      When player 0 sells 1 wheat
      And player 0 returns 1 pumpkin to the supply
      Then player 0's Storehouse holds 1 leek
      And player 0's Shop holds 1 wheat
      And player 0 has 1 Cash

    Example: What the Storehouse already holds counts against its room
      Given player 0's Storehouse is upgraded
      And player 0 has 1 bean in their Storehouse
      And player 0 has 4 wheat on their Cart
      When player 0 ends the turn
      Then player 0 is asked what to do with the vegetables that do not fit

  @LY-9.3.5
  Rule: The Storehouse may be upgraded for 2 Cash on the turn or while storing

    Example: Upgrading while storing
      Given player 0 has 2 Cash
      And player 0 has 2 wheat and 2 bean on their Cart
      When player 0 ends the turn
      And player 0 upgrades the Storehouse
      Then player 0's Storehouse holds 2 wheat and 2 bean
      And player 0 has 0 Cash
      And player 0's Storehouse is upgraded

    Example: Upgrading on the turn
      Given player 0 has 3 Cash
      When player 0 upgrades the Storehouse
      Then player 0 has 1 Cash
      And player 0's Storehouse is upgraded

  @LY-9.3.6
  Rule: A Storehouse is upgraded only once

    Example: No second upgrade
      Given player 0 has 5 Cash
      And player 0's Storehouse is upgraded
      When player 0 upgrades the Storehouse
      Then the action is refused because of LY-9.3.6
      And player 0 still faces the same choice

  @LY-9.4.1 @LY-9.4.2 @LY-9.4.3 @LY-1.1.3
  Rule: Last in the turn the marker moves one paid step at a time: 1 Cash for the first, the space's number for each further one

    Example: From space 15 the first step costs 1, the next two 17 and 18
      Given player 0 has 40 Cash
      And player 0's Scoring marker is on space 15
      When player 0 ends the turn
      And player 0 takes 3 steps on the Path
      And player 0 stops on the Path
      Then player 0's Scoring marker is on space 18
      And player 0 has 4 Cash
      And player 1 is asked to take a turn

    Example: From the first space two steps cost 1 and then 3
      Given player 0 has 5 Cash
      And player 0's Scoring marker is on space 1
      When player 0 ends the turn
      And player 0 takes 2 steps on the Path
      Then player 0's Scoring marker is on space 3
      And player 0 has 1 Cash
      And player 0 may not step forward on the Path
      When player 0 stops on the Path
      Then player 1 is asked to take a turn

    Scenario Outline: From space <from> with <cash> Cash, <steps> steps reach space <to>
      Given player 0 has <cash> Cash
      And player 0's Scoring marker is on space <from>
      When player 0 ends the turn
      And player 0 takes <steps> steps on the Path
      Then player 0's Scoring marker is on space <to>
      And player 0 has <left> Cash

      Examples:
        | from | cash | steps | to | left |
        | 1    | 1    | 1     | 2  | 0    |
        | 5    | 10   | 2     | 7  | 2    |
        | 10   | 13   | 2     | 12 | 0    |
        | 18   | 21   | 2     | 20 | 0    |
        | 2    | 10   | 3     | 5  | 0    |

    Example: A step the player cannot pay for is refused
      Given player 0 has 1 Cash
      And player 0's Scoring marker is on space 4
      When player 0 ends the turn
      And player 0 steps forward on the Path
      And player 0 steps forward on the Path
      Then the action is refused because of LY-1.3.1
      And player 0 still faces the same choice

  @LY-9.4.2
  Rule: After the round's first step, every step costs the number of the space moved onto

    Example: The first step already taken
      Given player 0 has 6 Cash
      And player 0's Scoring marker is on space 5
      And player 0 has taken the first step on the Path this round
      When player 0 ends the turn
      And player 0 steps forward on the Path
      Then player 0 has 0 Cash
      And player 0's Scoring marker is on space 6

  @LY-9.4.4 @LY-10.1.4
  Rule: A Loan may be taken between steps

    Example: A Loan pays for the next step
      Given player 0 has 1 Cash
      And player 0's Scoring marker is on space 2
      When player 0 ends the turn
      And player 0 steps forward on the Path
      And player 0 takes a Loan
      And player 0 steps forward on the Path
      Then player 0's Scoring marker is on space 4
      And player 0 has 1 Cash
      And player 0 has 1 Loan

  @LY-9.4.5
  Rule: A marker on the last space moves no further

    Example: The end of the Path
      Given the Path ends at space 18
      And player 0 has 30 Cash
      And player 0's Scoring marker is on space 18
      When player 0 ends the turn
      Then player 0 may not take a Loan
      When player 0 steps forward on the Path
      Then the action is refused because of LY-9.4.5
      And player 0 still faces the same choice

    Example: The end of a long Path
      Given the Path ends at space 300
      And player 0 has 30 Cash
      And player 0's Scoring marker is on space 300
      When player 0 ends the turn
      Then player 0 may not take a Loan
      And player 0 may not step forward on the Path

  @LY-9.4.6
  Rule: The marker moves only at the end of the player's own turn

    Example: No step in the middle of the turn
      Given player 0 has 5 Cash
      When player 0 steps forward on the Path
      Then the action is refused because of LY-9.4.6
      And player 0 still faces the same choice
