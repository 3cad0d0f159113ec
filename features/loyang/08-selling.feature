Feature: Selling to the Shop
  Action C: one Cart vegetable at a time onto a free Shop space of its kind,
  for its selling price (section 8.4).

  Background:
    Given a 2-player game in round 3
    And it is player 0's turn

  @LY-8.4.1 @LY-8.4.3
  Rule: A sold vegetable goes onto a free Shop space for its selling price

    Example: A leek sells for 2 Cash
      Given a leek costs 4 Cash in the Shop and sells for 2
      And player 0 has 1 leek on their Cart
      When player 0 sells 1 leek
      Then player 0 has 2 Cash
      And player 0's Shop holds 1 leek
      And player 0's Cart holds nothing

    Example: A wheat sells for 1 Cash
      Given a wheat costs 3 Cash in the Shop and sells for 1
      And player 0 has 2 wheat on their Cart
      When player 0 sells 1 wheat
      Then player 0 has 1 Cash
      And player 0's Cart holds 1 wheat

  @LY-8.4.2
  Rule: A vegetable is sold only into a free space of its kind

    Example: A full Shop takes no more cabbages
      Given the Shop has 2 spaces for cabbage
      And player 0 has 2 cabbage in their Shop
      And player 0 has 1 cabbage on their Cart
      When player 0 sells 1 cabbage
      Then the action is refused because of LY-8.4.2

  @LY-8.4.6
  Rule: Only Cart vegetables can be sold

    Example: A stored vegetable cannot be sold
      Given player 0 has 1 cabbage in their Storehouse
      When player 0 sells 1 cabbage
      Then the action is refused because of LY-8.4.6
