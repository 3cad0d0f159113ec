Feature: Setup
  Each player takes their own material, the Action cards form the draw pile, a
  Starting player is chosen, and every player plants their Home field (chapter 3).

  @LY-3.1.3 @LY-1.1.4
  Rule: The shuffled Action cards are the draw pile; the discard pile and the Courtyard start empty

    Example: A new game deals every Action card into the draw pile
      Given a new 2-player game dealt from seed 7
      Then the draw pile holds every Action card that is not set aside

  @LY-3.2.1
  Rule: Each player takes 10 Cash, a Home field and a Storehouse / Cart card

    Example: Every player starts with 10 Cash and only the Home field
      Given a new 3-player game dealt from seed 3
      Then player 0 has 10 Cash
      And player 2 has 10 Cash
      And player 1's fields are "Home field"
      And player 1 has 0 Loans

  @LY-3.2.2
  Rule: The Scoring marker starts on the first space of the Path

    Example: Every marker starts on space 1, the foot of the Path
      Given a new 2-player game dealt from seed 4
      Then player 0's Scoring marker is on space 1
      And player 1's Scoring marker is on space 1

  @LY-3.2.3
  Rule: The Storehouse starts on its plain side

    Example: A one-vegetable Storehouse at the start
      Given a new 2-player game dealt from seed 4
      Then player 0's Storehouse is not upgraded

  @LY-3.2.4 @LY-1.2.1
  Rule: Each Shop is stocked with 3 wheat, 2 pumpkins, 2 turnips, 2 cabbages, 1 bean and 1 leek

    Example: The Shops at the start
      Given a new 2-player game dealt from seed 5
      Then player 0's Shop holds 3 wheat, 2 pumpkin, 2 turnip, 1 bean, 2 cabbage and 1 leek
      And player 1's Shop holds 3 wheat, 2 pumpkin, 2 turnip, 1 bean, 2 cabbage and 1 leek

    Example: Two Shop spaces stay empty in a new game
      Given a new 3-player game dealt from seed 8
      Then player 0's Shop has 2 empty spaces
      And player 2's Shop has 2 empty spaces

  @LY-3.2.5
  Rule: The Field pile is two shuffled sets of the 3, 4, 5 and 6 space fields, one on the other

    Example: The top four fields and the bottom four are each one of every size
      Given a new 4-player game dealt from seed 11
      Then player 0's Field pile is two sets of one field each of 3, 4, 5 and 6 spaces
      And player 3's Field pile is two sets of one field each of 3, 4, 5 and 6 spaces

  @LY-3.3.1
  Rule: One player takes the larger Starting player token; the smaller one waits for the first Card phase

    Example: There is a Starting player and no Second player at setup
      Given a new 3-player game dealt from seed 2 with player 1 to start
      Then player 1 is the Starting player
      And nobody holds the Second player token yet

  @LY-3.3.2
  Rule: The options may name the Starting player; otherwise the seeded generator chooses

    Example: The named Starting player plants first
      Given a new 4-player game dealt from seed 9 with player 2 to start
      Then player 2 is asked to plant the Home field

    Example: A Starting player without a seat in the game is refused
      Given a 2-player game in round 1
      When a new 2-player game is asked for with player 2 to start
      Then the request is refused as malformed

    Example: A Starting player below the first seat is refused
      Given a 2-player game in round 1
      When a new 2-player game is asked for with player -1 to start
      Then the request is refused as malformed

  @LY-3.4.1 @LY-8.3.4
  Rule: In turn from the Starting player, each player buys one vegetable from their own Shop at its buying price

    Background:
      Given a 3-player game in round 1
      And player 1 is the Starting player
      And player 2 is the Second player
      And a pumpkin costs 3 Cash in the Shop
      And the game is being set up
      And player 1 has 10 Cash
      And player 1 has 2 pumpkin in their Shop
      And player 2 has 10 Cash
      And player 2 has 1 wheat in their Shop

    Example: The Starting player buys first and pays the buying price
      When player 1 buys 1 pumpkin for the Home field
      Then player 1 has 7 Cash
      And player 1's Shop holds 1 pumpkin
      And player 2 is asked to plant the Home field

    Example: A kind the Shop does not hold cannot be bought
      When player 1 buys 1 turnip for the Home field
      Then the action is refused because of LY-3.4.1
      And player 1 still faces the same choice

  @LY-3.4.2
  Rule: The bought vegetable and 8 more from the supply fill the Home field

    Example: Nine pumpkins in the Home field
      Given a 2-player game in round 1
      And the game is being set up
      And player 0 has 10 Cash
      And player 0 has 2 pumpkin in their Shop
      When player 0 buys 1 pumpkin for the Home field
      Then player 0's Home field holds 9 pumpkin

    Scenario Outline: One <kind> bought for <price> Cash fills the Home field with 9
      Given a 2-player game in round 1
      And the game is being set up
      And a <kind> costs <price> Cash in the Shop
      And player 0 has 10 Cash
      And player 0 has 2 <kind> in their Shop
      When player 0 buys 1 <kind> for the Home field
      Then player 0's Home field holds 9 <kind>
      And player 0 has <cash> Cash
      And player 0's Shop holds 1 <kind>
      And player 1 is asked to plant the Home field

      Examples:
        | kind    | price | cash |
        | wheat   | 3     | 7    |
        | pumpkin | 4     | 6    |
        | turnip  | 5     | 5    |

  @LY-3.4.3 @LY-2.4.2
  Rule: Only wheat, pumpkins or turnips may be chosen

    Example: Beans are not for the Home field
      Given a 2-player game in round 1
      And the game is being set up
      And player 0 has 10 Cash
      And player 0 has 1 bean in their Shop
      When player 0 buys 1 bean for the Home field
      Then the action is refused because of LY-3.4.3
      And player 0 still faces the same choice

  @LY-3.4.4
  Rule: A kind two players have already chosen cannot be chosen again

    Example: The third player cannot take wheat too
      Given a 3-player game in round 1
      And player 0 is the Starting player
      And the game is being set up
      And player 0 has 10 Cash
      And player 0 has 3 wheat in their Shop
      And player 1 has 10 Cash
      And player 1 has 3 wheat in their Shop
      And player 2 has 10 Cash
      And player 2 has 3 wheat and 2 turnip in their Shop
      When player 0 buys 1 wheat for the Home field
      And player 1 buys 1 wheat for the Home field
      Then player 2 may buy 1 turnip for the Home field
      When player 2 buys 1 wheat for the Home field
      Then the action is refused because of LY-3.4.4
      And player 2 still faces the same choice

  @LY-3.4.5 @LY-4.1.2
  Rule: Once every player has planted, round 1 begins with its Harvest phase

    Example: The last planting leads straight into the first harvest
      Given a 2-player game in round 1
      And the game is being set up
      And player 0 has 10 Cash
      And player 0 has 3 wheat in their Shop
      And player 1 has 10 Cash
      And player 1 has 2 turnip in their Shop
      When player 0 buys 1 wheat for the Home field
      And player 1 buys 1 turnip for the Home field
      Then round 1 is being played
      And player 0's Home field holds 8 wheat
      And player 1's Cart holds 1 turnip
