Feature: Selling to the Shop
  Action C: one Cart vegetable at a time onto a free Shop space of its kind,
  for its selling price (section 8.4).

  Background:
    Given a 2-player game in round 3
    And it is player 0's turn

  @LY-8.4.1
  Rule: A sold vegetable goes from the Cart onto a free Shop space of its kind

    Example: A leek moves onto the Shop
      Given player 0 has 2 leek on their Cart
      And player 0 has 3 Cash
      When player 0 sells 1 leek
      Then player 0's Shop holds 1 leek
      And player 0's Cart holds 1 leek
      And player 0 is asked to take a turn

  @LY-8.4.3
  Rule: The selling price is 1 Cash for wheat, pumpkin, turnip and cabbage, and 2 Cash for bean and leek

    Scenario Outline: A <kind> sells for <price> Cash, whatever it costs to buy
      Given a <kind> costs 7 Cash in the Shop
      And player 0 has 1 <kind> on their Cart
      And player 0 has 3 Cash
      When player 0 sells 1 <kind>
      Then player 0 has <cash> Cash
      And player 0's Shop holds 1 <kind>
      And player 0's Cart holds nothing

      Examples:
        | kind    | price | cash |
        | wheat   | 1     | 4    |
        | pumpkin | 1     | 4    |
        | turnip  | 1     | 4    |
        | cabbage | 1     | 4    |
        | bean    | 2     | 5    |
        | leek    | 2     | 5    |

  @LY-8.4.2
  Rule: A vegetable is sold only into a free space of its kind

    Example: A full Shop takes no more cabbages
      Given the Shop has 2 spaces for cabbage
      And player 0 has 2 cabbage in their Shop
      And player 0 has 1 cabbage on their Cart
      When player 0 sells 1 cabbage
      Then the action is refused because of LY-8.4.2
      And player 0 still faces the same choice

  @LY-8.4.6
  Rule: Only Cart vegetables can be sold

    Example: A stored vegetable cannot be sold
      Given player 0 has 1 cabbage in their Storehouse
      When player 0 sells 1 cabbage
      Then the action is refused because of LY-8.4.6
      And player 0 still faces the same choice
