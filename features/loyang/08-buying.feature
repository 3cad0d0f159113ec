Feature: Buying at the Shop
  Action B: one vegetable at a time from the player's own Shop, for its buying
  price (section 8.3).

  Background:
    Given a 2-player game in round 3
    And it is player 0's turn

  @LY-8.3.1 @LY-1.3.4
  Rule: A bought vegetable goes from the Shop onto the Cart for its buying price

    Example: Buying a bean
      Given a bean costs 4 Cash in the Shop
      And player 0 has 5 Cash
      And player 0 has 1 bean in their Shop
      And player 1 has 6 Cash
      When player 0 buys 1 bean
      Then player 0 has 1 Cash
      And player 0's Cart holds 1 bean
      And player 0's Shop holds nothing
      And player 1 has 6 Cash

  @LY-8.3.2
  Rule: Only a vegetable lying in the Shop can be bought

    Example: An empty Shop space sells nothing
      Given player 0 has 9 Cash
      And player 0 has 1 bean in their Shop
      When player 0 buys 1 leek
      Then the action is refused because of LY-8.3.2
      And player 0 still faces the same choice

  @LY-1.3.1
  Rule: A player never pays more Cash than they hold

    Example: Three Cash do not buy a four-Cash leek
      Given a leek costs 4 Cash in the Shop
      And player 0 has 3 Cash
      And player 0 has 1 leek in their Shop
      When player 0 buys 1 leek
      Then the action is refused because of LY-1.3.1
      And player 0 still faces the same choice
