Feature: Delivering twice, and a Regular customer's four rounds
  A Helper may let a player deliver a second time to each of their own Regular
  customers in one Action phase; a customer still stays for four rounds, however
  soon its rows are filled (section 8.7, errata E-58).

  Background:
    Given a 2-player game in round 4
    And it is player 0's turn

  @LY-8.7.9 @LY-7.4.2
  Rule: After its fourth row the Regular customer is discarded with its vegetables and marker

    Example: The last delivery sends the card to the discard pile
      Given player 0 has 1 wheat and 1 bean on their Cart
      And player 0 has 0 Cash
      And player 0 has a Regular customer "Nina" wanting wheat and bean for 5, 6, 7 and 8 Cash in play
      And "Nina" is first due in round 1
      And "Nina" has 3 rows filled
      When player 0 delivers to "Nina"
      Then player 0 has 8 Cash
      And "Nina" is in the discard pile

  @LY-8.7.12 @LY-8.7.5
  Rule: With a Helper that allows it, each of the player's Regular customers takes a second delivery in the round

    Example: The second delivery fills the next row and pays its price
      Given player 0 has 1 wheat and 1 bean on their Cart
      And player 0 has 0 Cash
      And a Helper "Courier" that allows a second delivery to each of their own Regular customers
      And player 0 has "Courier" in play
      And player 0 has a Regular customer "Nina" wanting wheat and bean for 5, 6, 7 and 8 Cash in play
      And "Nina" is first due in round 3
      And "Nina" has 1 row filled
      And "Nina" had its delivery this round
      When player 0 uses "Courier"
      And player 0 delivers to "Nina"
      Then "Nina" has 2 rows filled
      And player 0 has 6 Cash
      And player 0's Cart holds nothing
      And "Courier" is in the discard pile

    Example: Every customer may take a second delivery, none a third
      Given player 0 has 3 wheat, 2 bean and 1 leek on their Cart
      And a Helper "Courier" that allows a second delivery to each of their own Regular customers
      And player 0 has "Courier" in play
      And player 0 has a Regular customer "Nina" wanting wheat and bean for 5, 6, 7 and 8 Cash in play
      And player 0 has a Regular customer "Li" wanting wheat and leek for 4, 5, 6 and 7 Cash in play
      And "Nina" had its delivery this round
      And "Li" had its delivery this round
      When player 0 uses "Courier"
      And player 0 delivers to "Nina"
      And player 0 delivers to "Li"
      And player 0 delivers to "Nina"
      Then the action is refused because of LY-8.7.5
      And "Nina" has 1 row filled
      And "Li" has 1 row filled

  @LY-8.7.13
  Rule: A customer whose rows a second delivery filled early stays until its fourth round, due no more

    Example: Filled in its second round, the customer stays and no miss is counted
      Given player 0 has 1 wheat and 1 bean on their Cart
      And player 0 has 3 Cash
      And a Helper "Courier" that allows a second delivery to each of their own Regular customers
      And player 0 has "Courier" in play
      And player 0 has a Regular customer "Nina" wanting wheat and bean for 5, 6, 7 and 8 Cash in play
      And "Nina" is first due in round 3
      And "Nina" has 3 rows filled
      And "Nina" had its delivery this round
      When player 0 uses "Courier"
      And player 0 delivers to "Nina"
      Then "Nina" has 4 rows filled
      And player 0 has 11 Cash
      And "Nina" is in player 0's play area
      When player 0 ends the turn
      Then "Nina" is in player 0's play area
      And "Nina"'s marker is blue

    Example: A customer with every row filled takes no delivery
      Given player 0 has 1 wheat and 1 bean on their Cart
      And player 0 has a Regular customer "Nina" wanting wheat and bean for 5, 6, 7 and 8 Cash in play
      And "Nina" is first due in round 3
      And "Nina" has 4 rows filled
      When player 0 delivers to "Nina"
      Then the action is refused because of LY-8.7.13
      And player 0 still faces the same choice

    Example: In its fourth round it leaves at the end of its owner's turn, with no miss to settle
      Given player 0 has 0 Cash
      And player 0 has a Regular customer "Nina" wanting wheat and bean for 5, 6, 7 and 8 Cash in play
      And "Nina" is first due in round 1
      And "Nina" has 4 rows filled
      And "Nina"'s marker is red
      When player 0 ends the turn
      Then "Nina" is in the discard pile
      And player 0 has 0 Cash
      And player 0 is asked whether to step forward on the Path
