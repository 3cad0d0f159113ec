Feature: Serving Casual customers
  Action G: a Casual customer takes its three vegetables in one action and pays
  its price, 2 Cash more or less by how many Regular and Casual customers the
  player has in play at that moment (section 8.8).

  Background:
    Given a 2-player game in round 3
    And it is player 0's turn

  @LY-8.8.2 @LY-8.8.7 @LY-7.4.2
  Rule: Serving hands over the three vegetables from the Cart, pays the price, and discards the card

    Example: One Casual customer and one Regular customer: the printed price
      Given player 0 has 1 wheat, 1 pumpkin and 1 leek on their Cart
      And player 0 has 2 Cash
      And player 0 has a Casual customer "Ming" ordering wheat, pumpkin and leek for 9 Cash in play
      And player 0 has a Regular customer "Nina" wanting turnip and bean for 5, 6, 7 and 8 Cash in play
      When player 0 serves "Ming"
      Then player 0 has 11 Cash
      And player 0's Cart holds nothing
      And "Ming" is in the discard pile

  @LY-8.8.3
  Rule: More Regular than Casual customers raise the price by 2 Cash; fewer lower it by 2

    Example: Two Regular customers against one Casual customer: 2 Cash more
      Given player 0 has 1 wheat, 1 pumpkin and 1 leek on their Cart
      And player 0 has 2 Cash
      And player 0 has a Casual customer "Ming" ordering wheat, pumpkin and leek for 9 Cash in play
      And player 0 has a Regular customer "Anna" wanting turnip and bean for 5, 6, 7 and 8 Cash in play
      And player 0 has a Regular customer "Bert" wanting turnip and cabbage for 5, 6, 7 and 8 Cash in play
      When player 0 serves "Ming"
      Then player 0 has 13 Cash

    Example: No Regular customer: 2 Cash less
      Given player 0 has 1 wheat, 1 pumpkin and 1 leek on their Cart
      And player 0 has 2 Cash
      And player 0 has a Casual customer "Ming" ordering wheat, pumpkin and leek for 9 Cash in play
      When player 0 serves "Ming"
      Then player 0 has 9 Cash

    Scenario Outline: <regulars> Regular and <casuals> Casual customers in play: a 9 Cash customer pays <paid>
      Given player 0 has 1 wheat, 1 pumpkin and 1 leek on their Cart
      And player 0 has 1 Cash
      And player 0 has a Casual customer "Ming" ordering wheat, pumpkin and leek for 9 Cash in play
      And player 0's play area holds <regulars> Regular customers and <others> other Casual customers
      When player 0 serves "Ming"
      Then player 0 has <cash> Cash
      And "Ming" is in the discard pile

      Examples:
        | regulars | others | casuals | paid | cash |
        | 0        | 0      | 1       | 7    | 8    |
        | 1        | 0      | 1       | 9    | 10   |
        | 3        | 0      | 1       | 11   | 12   |
        | 2        | 1      | 2       | 9    | 10   |
        | 1        | 2      | 3       | 7    | 8    |
        | 3        | 2      | 3       | 9    | 10   |

  @LY-8.8.4
  Rule: The count is taken at the moment of serving, over uncovered customers, the one served included

    Example: A covered Regular customer does not count
      Given player 0 has 1 wheat, 1 pumpkin and 1 leek on their Cart
      And player 0 has 2 Cash
      And a Regular customer "Hidden" wanting turnip and bean for 5, 6, 7 and 8 Cash
      And player 0 has a Casual customer "Ming" ordering wheat, pumpkin and leek for 9 Cash in play
      And player 0 has a Regular customer "Nina" wanting turnip and cabbage for 5, 6, 7 and 8 Cash in play
      And player 0 has a Helper "Lin" in play covering "Hidden"
      When player 0 serves "Ming"
      Then player 0 has 11 Cash

  @LY-8.8.5
  Rule: The order of serving can change the adjustment

    Example: One Regular customer and two Casual customers
      Given player 0 has 2 wheat, 2 pumpkin and 2 leek on their Cart
      And player 0 has 2 Cash
      And player 0 has a Casual customer "Ming" ordering wheat, pumpkin and leek for 9 Cash in play
      And player 0 has a Casual customer "Wen" ordering wheat, pumpkin and leek for 9 Cash in play
      And player 0 has a Regular customer "Nina" wanting turnip and bean for 5, 6, 7 and 8 Cash in play
      When player 0 serves "Ming"
      Then player 0 has 9 Cash
      When player 0 serves "Wen"
      Then player 0 has 18 Cash

  @LY-8.8.6
  Rule: The adjustment never takes the price below 0 Cash

    Example: A one-Cash customer served with no Regular customer pays nothing
      Given player 0 has 1 wheat, 1 pumpkin and 1 leek on their Cart
      And player 0 has 2 Cash
      And player 0 has a Casual customer "Ming" ordering wheat, pumpkin and leek for 1 Cash in play
      When player 0 serves "Ming"
      Then player 0 has 2 Cash
      And "Ming" is in the discard pile

  @LY-8.8.7
  Rule: An unserved Casual customer cannot be discarded

    Example: Discarding is refused
      Given player 0 has a Casual customer "Ming" ordering wheat, pumpkin and leek for 9 Cash in play
      When player 0 discards "Ming"
      Then the action is refused because of LY-8.8.7
      And player 0 still faces the same choice
      And "Ming" is in player 0's play area
      And player 0 is asked to take a turn

  @LY-8.8.8
  Rule: A Casual customer left unserved costs nothing

    Example: The turn ends with the customer still waiting
      Given player 0 has 4 Cash
      And player 0 has a Casual customer "Ming" ordering wheat, pumpkin and leek for 9 Cash in play
      When player 0 ends the turn
      And player 0 stops on the Path
      Then player 0 has 4 Cash
      And "Ming" is in player 0's play area
