Feature: Helpers
  Chapter 11 of the Loyang rules. Every Helper here is defined in the scenario by
  its effect in words (effects.md's vocabulary), never by the provisional texts of
  the component data.

  @LY-11.1.1 @LY-11.1.2 @LY-11.1.3 @LY-11.3.1 @LY-11.6.1 @LY-8.6.1
  Rule: A Helper in play is used on its owner's turn and then goes to the discard pile

    Example: The Trader pays the other player and takes a vegetable from their Market stall
      Given a 2-player game in round 1
      And a Helper "Trader" that pays 1 Cash to the other player and then takes 1 vegetable from the other player's Market stalls
      And player 0 has "Trader" in play
      And player 0 has 2 Cash
      And player 1 has a Market stall "Stall" offering wheat for 1 bowl and bean for 2 bowls in play
      When player 0 uses "Trader"
      And player 0 chooses player 1
      And player 0 takes 1 bean from "Stall"
      Then player 0 has 1 Cash
      And player 1 has 1 Cash
      And player 0's Cart holds 1 bean
      And "Stall" holds 1 wheat
      And "Trader" is in the discard pile
      And player 0 is asked to take a turn

    Example: The Grocer takes a vegetable from the supply
      Given a 2-player game in round 1
      And a Helper "Grocer" that takes 1 vegetable from the supply
      And player 0 has "Grocer" in play
      When player 0 uses "Grocer"
      And player 0 takes 1 leek from the supply
      Then player 0's Cart holds 1 leek
      And "Grocer" is in the discard pile

    Example: The Field hand sows an empty field from the supply
      Given a 2-player game in round 1
      And a Helper "Field hand" that plants 1 field with a vegetable from the supply
      And player 0 has "Field hand" in play
      And player 0 has a field "Plot" of 3 spaces for bean
      When player 0 uses "Field hand"
      And player 0 plants bean on "Plot"
      Then player 0's field "Plot" holds 3 bean
      And player 0's Cart holds nothing

    Example: The Patron pays more to a player with two Regular customers
      Given a 2-player game in round 1
      And player 0 has 0 Cash
      And a Helper "Patron" that gives 3 Cash with at least 2 Regular customers, else 1 Cash
      And player 0 has "Patron" in play
      And player 0 has a Regular customer "Li" wanting wheat and bean for 2, 3, 4 and 5 Cash in play
      When player 0 uses "Patron"
      Then player 0 has 1 Cash
      And "Patron" is in the discard pile

    Example: The Seed seller buys from the supply at the Shop price
      Given a 2-player game in round 1
      And a Helper "Seed seller" that buys 1 vegetable from the supply at the Shop price
      And player 0 has "Seed seller" in play
      And player 0 has 4 Cash
      And a leek costs 4 Cash in the Shop
      When player 0 uses "Seed seller"
      And player 0 buys 1 leek
      Then player 0 has 0 Cash
      And player 0's Cart holds 1 leek
      And player 0's Shop holds nothing

    Example: The Agent looks at three cards of the draw pile and plays one
      Given a 2-player game in round 1
      And a Helper "Agent" that looks at the top 3 cards of the draw pile and plays 1
      And player 0 has "Agent" in play
      And the draw pile holds a Market stall "Stall" offering turnip for 1 bowl
      And the draw pile holds a card "Two"
      And the draw pile holds a card "Three"
      And the draw pile holds a card "Four"
      When player 0 uses "Agent"
      And player 0 keeps "Stall"
      Then "Stall" is in player 0's play area
      And "Stall" holds 1 turnip
      And the discard pile holds "Two", "Three" and "Agent"
      And the draw pile holds "Four"

    Example: The Changer swaps Cart vegetables with the supply and may stop early
      Given a 2-player game in round 1
      And a Helper "Changer" that exchanges up to 2 Cart vegetables one for one with the supply
      And player 0 has "Changer" in play
      And player 0 has 2 wheat on their Cart
      When player 0 uses "Changer"
      And player 0 exchanges 1 wheat for 1 bean
      And player 0 stops using the Helper
      Then player 0's Cart holds 1 wheat and 1 bean
      And "Changer" is in the discard pile

    Example: A Helper that exchanges three Cart vegetables for two of any kinds
      Given a 2-player game in round 1
      And a Helper "Dealer" that exchanges 3 Cart vegetables for 2 from the supply, once
      And player 0 has "Dealer" in play
      And player 0 has 2 wheat and 1 bean on their Cart
      When player 0 uses "Dealer"
      Then player 0 may exchange 2 wheat and 1 bean for 2 leek
      And player 0 may not exchange 2 wheat for 2 leek
      When player 0 exchanges 2 wheat and 1 bean for 1 wheat and 1 leek
      Then player 0's Cart holds 1 wheat and 1 leek

    Example: The Merchant sells for more than the Shop pays
      Given a 2-player game in round 1
      And player 0 has 0 Cash
      And a Helper "Merchant" that sells up to 3 vegetables for 1 Cash more, used in the Card and Action phases
      And player 0 has "Merchant" in play
      And player 0 has 2 wheat on their Cart
      When player 0 uses "Merchant"
      And player 0 sells 1 wheat
      And player 0 sells 1 wheat
      Then player 0 has 4 Cash
      And player 0's Shop holds 2 wheat
      And "Merchant" is in the discard pile

    Example: The Carpenter upgrades the Storehouse for nothing
      Given a 2-player game in round 1
      And a Helper "Carpenter" that upgrades the Storehouse for free, or gives 2 Cash
      And player 0 has "Carpenter" in play
      When player 0 uses "Carpenter"
      And player 0 chooses the first ability
      Then player 0's Storehouse is upgraded
      And player 0 has 0 Cash

    Example: The Tout lures a Casual customer away from the other player
      Given a 2-player game in round 1
      And a Helper "Tout" that takes 1 Casual customer from the other player
      And player 0 has "Tout" in play
      And player 1 has a Casual customer "Ming" ordering wheat, pumpkin and bean for 7 Cash in play
      When player 0 uses "Tout"
      And player 0 chooses player 1
      And player 0 takes "Ming" from player 1
      Then "Ming" is in player 0's play area

    Example: The Market woman trades at the other player's Market stall
      Given a 2-player game in round 1
      And a Helper "Market woman" that trades once at the other player's Market stalls
      And player 0 has "Market woman" in play
      And player 0 has 2 wheat on their Cart
      And player 1 has a Market stall "Stall" offering bean for 2 bowls in play
      When player 0 uses "Market woman"
      And player 0 chooses player 1
      And player 0 trades 2 wheat for 1 bean at "Stall"
      Then player 0's Cart holds 1 bean
      And "Stall" is in the discard pile

    Example: The Deliveryman serves the other player's Regular customer and is paid
      Given a 2-player game in round 1
      And player 0 has 0 Cash
      And a Helper "Deliveryman" that delivers once to the other player's Regular customers
      And player 0 has "Deliveryman" in play
      And player 0 has 1 wheat and 1 bean on their Cart
      And player 1 has a Regular customer "Li" wanting wheat and bean for 2, 3, 4 and 5 Cash in play
      When player 0 uses "Deliveryman"
      And player 0 chooses player 1
      And player 0 delivers to "Li"
      Then player 0 has 2 Cash
      And "Li" has 1 row filled
      And player 0's Cart holds nothing

    Example: The Peddler buys in the other player's Shop and pays that player
      Given a 2-player game in round 1
      And a Helper "Peddler" that buys 1 vegetable in the other player's Shop at the Shop price, paying that player
      And player 0 has "Peddler" in play
      And player 0 has 4 Cash
      And a bean costs 4 Cash in the Shop
      And player 1 has 1 bean in their Shop
      When player 0 uses "Peddler"
      And player 0 chooses player 1
      And player 0 buys 1 bean
      Then player 0 has 0 Cash
      And player 1 has 4 Cash
      And player 1's Shop holds nothing
      And player 0's Cart holds 1 bean

    Example: A Helper that pays the supply gives the Cash to nobody
      Given a 2-player game in round 1
      And a Helper "Tollman" that pays 2 Cash and then takes 1 vegetable from the supply
      And player 0 has "Tollman" in play
      And player 0 has 3 Cash
      And player 1 has 0 Cash
      When player 0 uses "Tollman"
      And player 0 takes 1 leek from the supply
      Then player 0 has 1 Cash
      And player 1 has 0 Cash
      And player 0's Cart holds 1 leek

    Example: A Helper that takes vegetables all of one kind takes no second kind
      Given a 2-player game in round 1
      And a Helper "Greengrocer" that takes 2 vegetables from the supply, all of one kind
      And player 0 has "Greengrocer" in play
      When player 0 uses "Greengrocer"
      And player 0 takes 1 leek from the supply
      Then player 0 may take 1 leek from the supply
      And player 0 may not take 1 bean from the supply
      When player 0 takes 1 leek from the supply
      Then player 0's Cart holds 2 leek
      And "Greengrocer" is in the discard pile

    Example: A Helper that plants from the Cart uses up the vegetable
      Given a 2-player game in round 1
      And a Helper "Sower" that plants 1 field with a vegetable from the Cart
      And player 0 has "Sower" in play
      And player 0 has a field "Plot" of 3 spaces for bean
      And player 0 has 1 bean on their Cart
      When player 0 uses "Sower"
      And player 0 plants bean on "Plot"
      Then player 0's field "Plot" holds 3 bean
      And player 0's Cart holds nothing
      And "Sower" is in the discard pile

    Example: A Helper that gives up only some kinds exchanges no other kind
      Given a 2-player game in round 1
      And a Helper "Miller" that exchanges up to 1 Cart wheat or turnip one for one with the supply
      And player 0 has "Miller" in play
      And player 0 has 1 wheat and 1 bean on their Cart
      When player 0 uses "Miller"
      Then player 0 may not exchange 1 bean for 1 leek
      When player 0 exchanges 1 wheat for 1 leek
      Then player 0's Cart holds 1 bean and 1 leek
      And "Miller" is in the discard pile

    Example: The Patron pays more to a player with exactly two Regular customers
      Given a 2-player game in round 1
      And player 0 has 0 Cash
      And a Helper "Patron" that gives 3 Cash with at least 2 Regular customers, else 1 Cash
      And player 0 has "Patron" in play
      And player 0 has a Regular customer "Li" wanting wheat and bean for 2, 3, 4 and 5 Cash in play
      And player 0 has a Regular customer "Wu" wanting pumpkin and cabbage for 3, 4, 5 and 6 Cash in play
      When player 0 uses "Patron"
      Then player 0 has 3 Cash

    Example: The Scavenger takes a Casual customer from the discard pile
      Given a 2-player game in round 1
      And a Helper "Scavenger" that takes 1 Casual customer from the discard pile
      And player 0 has "Scavenger" in play
      And the discard pile holds a Casual customer "Ming" ordering wheat, pumpkin and bean for 7 Cash
      When player 0 uses "Scavenger"
      And player 0 keeps "Ming"
      Then "Ming" is in player 0's play area
      And the discard pile holds "Scavenger"

    Example: The Tout takes two Casual customers one after the other
      Given a 2-player game in round 1
      And a Helper "Tout" that takes 2 Casual customers from the other player
      And player 0 has "Tout" in play
      And player 1 has a Casual customer "One" ordering wheat, pumpkin and bean for 7 Cash in play
      And player 1 has a Casual customer "Two" ordering wheat, turnip and leek for 8 Cash in play
      When player 0 uses "Tout"
      And player 0 chooses player 1
      And player 0 takes "One" from player 1
      And player 0 takes "Two" from player 1
      Then "One" is in player 0's play area
      And "Two" is in player 0's play area
      And "Tout" is in the discard pile

    Example: A card taken from the other player into the hand is not played
      Given a 2-player game in round 1
      And a Helper "Pickpocket" that takes 1 Casual customer from the other player into the hand
      And player 0 has "Pickpocket" in play
      And player 1 has a Casual customer "Ming" ordering wheat, pumpkin and bean for 7 Cash in play
      When player 0 uses "Pickpocket"
      And player 0 chooses player 1
      And player 0 takes "Ming" from player 1
      Then player 0's hand holds "Ming"
      And "Pickpocket" is in the discard pile

  @LY-11.1.7
  Rule: The Trader is printed on three cards, each its own card

    Example: Using one Trader leaves the others in play
      Given a 2-player game in round 1
      And a Helper "Trader one" that pays 1 Cash to the other player and then takes 1 vegetable from the other player's Market stalls
      And a Helper "Trader two" that pays 1 Cash to the other player and then takes 1 vegetable from the other player's Market stalls
      And player 0 has "Trader one" in play
      And player 0 has "Trader two" in play
      And player 0 has 2 Cash
      And player 1 has a Market stall "Stall" offering wheat for 1 bowl and bean for 2 bowls in play
      When player 0 uses "Trader one"
      And player 0 chooses player 1
      And player 0 takes 1 wheat from "Stall"
      Then "Trader two" is in player 0's play area
      And player 0 may use "Trader two"

  @LY-11.1.4
  Rule: A covered Helper cannot be used

    Example: A Helper under a Market stall is not offered
      Given a 2-player game in round 1
      And a Helper "Grocer" that takes 1 vegetable from the supply
      And player 0 has a Market stall "Stall" offering wheat for 1 bowl in play covering "Grocer"
      Then player 0 may not use "Grocer"
      When player 0 uses "Grocer"
      Then the action is refused because of LY-11.1.4
      And player 0 still faces the same choice

  @LY-11.1.9 @LY-1.6.1
  Rule: A Helper whose effect cannot be carried out cannot be used

    Example: The Shopper with nothing in the Shop
      Given a 2-player game in round 1
      And a Helper "Shopper" that buys 1 vegetable in their own Shop for 2 Cash less
      And player 0 has "Shopper" in play
      And player 0 has 5 Cash
      Then player 0 may not use "Shopper"
      When player 0 uses "Shopper"
      Then the action is refused because of LY-11.1.9
      And player 0 still faces the same choice

    Example: The Shopper buys one vegetable for 2 Cash less
      Given a 2-player game in round 1
      And a Helper "Shopper" that buys 1 vegetable in their own Shop for 2 Cash less
      And player 0 has "Shopper" in play
      And player 0 has 1 Cash
      And player 0 has 1 wheat in their Shop
      And a wheat costs 3 Cash in the Shop
      When player 0 uses "Shopper"
      And player 0 buys 1 wheat
      Then player 0 has 0 Cash
      And player 0's Cart holds 1 wheat
      And "Shopper" is in the discard pile

    Example: The Deliveryman without the vegetables the customer wants
      Given a 2-player game in round 1
      And a Helper "Deliveryman" that delivers once to the other player's Regular customers
      And player 0 has "Deliveryman" in play
      And player 0 has 1 wheat on their Cart
      And player 1 has a Regular customer "Li" wanting wheat and bean for 2, 3, 4 and 5 Cash in play
      Then player 0 may not use "Deliveryman"
      When player 0 uses "Deliveryman"
      Then the action is refused because of LY-11.1.9
      And player 0 still faces the same choice

    Example: An "or" Helper neither of whose abilities can be carried out
      Given a 2-player game in round 1
      And a Helper "Beggar" that pays 3 Cash, or takes 1 vegetable from their own Shop
      And player 0 has "Beggar" in play
      And player 0 has 2 Cash
      Then player 0 may not use "Beggar"
      When player 0 uses "Beggar"
      Then the action is refused because of LY-11.1.9
      And player 0 still faces the same choice

  @LY-11.1.10 @LY-11.6.2
  Rule: A Helper is used only in the phases its timing names

    Example: The Harvester takes more from two fields after the harvest
      Given a 2-player game in round 1
      And a Helper "Harvester" that harvests 1 more vegetable from each of 2 fields, used in the Harvest phase
      And player 0 has "Harvester" in play
      And player 0 has a field "Plot" of 4 spaces for bean, holding 4 bean
      And player 0 has a field "Patch" of 3 spaces for leek, holding 2 leek
      And the Harvest phase of round 2 begins
      Then player 0 is asked whether to use a Helper
      When player 0 uses "Harvester"
      And player 0 harvests "Plot" again
      And player 0 harvests "Patch" again
      Then player 0's Cart holds 2 bean and 2 leek
      And player 0's field "Plot" holds 2 bean
      And player 0's fields are "Home field" and "Plot"
      And "Harvester" is in the discard pile

    Example: The Harvester leaves the Home field alone unless it says otherwise
      Given a 2-player game in round 1
      And a Helper "Harvester" that harvests 1 more vegetable from each of 2 fields, used in the Harvest phase
      And player 0 has "Harvester" in play
      And player 0's Home field holds 4 wheat
      And player 0 has a field "Plot" of 4 spaces for bean, holding 4 bean
      And the Harvest phase of round 2 begins
      When player 0 uses "Harvester"
      Then player 0 may not harvest Home field again
      When player 0 harvests "Plot" again
      Then player 0's Cart holds 1 wheat and 2 bean
      And player 0's Home field holds 3 wheat
      And "Harvester" is in the discard pile

    Example: A Harvest phase Helper is not used on the turn
      Given a 2-player game in round 1
      And a Helper "Harvester" that harvests 1 more vegetable from each of 2 fields, used in the Harvest phase
      And player 0 has "Harvester" in play
      And player 0 has a field "Plot" of 4 spaces for bean, holding 4 bean
      Then player 0 may not use "Harvester"
      When player 0 uses "Harvester"
      Then the action is refused because of LY-11.1.10
      And player 0 still faces the same choice

    Example: The Porter draws a card into the hand in the Card phase
      Given a 2-player game in round 1
      And a Helper "Porter" that draws 1 card into the hand, used in the Card phase
      And player 0 has "Porter" in play
      And the draw pile holds 9 other cards
      And the Card phase begins
      Then player 0 is asked whether to use a Helper
      When player 0 uses "Porter"
      Then player 0 holds 5 cards
      And player 0 is asked whether to use a Helper
      When player 0 is done with Helpers
      Then player 0 is asked to take a Distribution turn

  @LY-11.2.1
  Rule: An "or" Helper gives one of its two abilities per use

    Example: The Saleswoman turns every red marker back to blue
      Given a 2-player game in round 2
      And a Helper "Saleswoman" that turns every red marker blue, or makes every Casual customer pay 2 Cash more this turn
      And player 0 has "Saleswoman" in play
      And player 0 has a Regular customer "Li" wanting wheat and bean for 2, 3, 4 and 5 Cash in play
      And player 0 has a Regular customer "Nina" wanting turnip and leek for 4, 5, 6 and 7 Cash in play
      And player 0 has a Regular customer "Wu" wanting pumpkin and cabbage for 3, 4, 5 and 6 Cash in play
      And "Li"'s marker is red
      And "Nina"'s marker is red
      When player 0 uses "Saleswoman"
      Then player 0 may choose the second ability
      When player 0 chooses the first ability
      Then "Li"'s marker is blue
      And "Nina"'s marker is blue
      And "Wu"'s marker is blue
      And "Saleswoman" is in the discard pile
      And player 0 is asked to take a turn

    Example: Without a red marker only the Casual customer bonus is offered
      Given a 2-player game in round 1
      And player 0 has 0 Cash
      And a Helper "Saleswoman" that turns every red marker blue, or makes every Casual customer pay 2 Cash more this turn
      And player 0 has "Saleswoman" in play
      And player 0 has a Casual customer "Ming" ordering wheat, pumpkin and turnip for 4 Cash in play
      And player 0 has 1 wheat, 1 pumpkin and 1 turnip on their Cart
      When player 0 uses "Saleswoman"
      Then player 0 may not choose the first ability
      When player 0 chooses the second ability
      And player 0 serves "Ming"
      Then player 0 has 6 Cash

    Example: A Helper without two abilities offers no choice between them
      Given a 2-player game in round 1
      And a Helper "Grocer" that takes 1 vegetable from the supply
      And player 0 has "Grocer" in play
      When player 0 uses "Grocer"
      And player 0 chooses the first ability
      Then the action is refused because of LY-11.2.1
      And player 0 still faces the same choice

  @LY-11.1.9a
  Rule: An effect that changes nothing in the position can still be carried out

    Example: The Carpenter's free upgrade is offered for a Storehouse already upgraded
      Given a 2-player game in round 2
      And a Helper "Carpenter" that upgrades the Storehouse for free, or gives 2 Cash
      And player 0 has "Carpenter" in play
      And player 0's Storehouse is upgraded
      And player 0 has 1 Cash
      When player 0 uses "Carpenter"
      Then player 0 may choose the first ability
      When player 0 chooses the first ability
      Then player 0 has 1 Cash
      And "Carpenter" is in the discard pile
      And player 0 is asked to take a turn

  @LY-11.1.9b @LY-15.1.4
  Rule: A Helper's delivery needs no due customer

    Example: The Deliveryman serves a customer of the other player that is first due next round
      Given a 2-player game in round 3
      And player 0 has 0 Cash
      And a Helper "Deliveryman" that delivers once to the other player's Regular customers
      And player 0 has "Deliveryman" in play
      And player 0 has 1 wheat and 1 bean on their Cart
      And player 1 has a Regular customer "Li" wanting wheat and bean for 2, 3, 4 and 5 Cash in play
      And "Li" is first due in round 4
      When player 0 uses "Deliveryman"
      And player 0 chooses player 1
      And player 0 delivers to "Li"
      Then player 0 has 2 Cash
      And "Li" has 1 row filled
      And player 0's Cart holds nothing

  @LY-11.2.2
  Rule: Buying Helpers used together add up their price changes

    Example: The Haggler joins the Shopper's purchase
      Given a 2-player game in round 1
      And a Helper "Shopper" that buys 1 vegetable in their own Shop for 2 Cash less
      And a Helper "Haggler" that buys any number of vegetables in their own Shop for 1 Cash less
      And player 0 has "Shopper" in play
      And player 0 has "Haggler" in play
      And player 0 has 1 Cash
      And player 0 has 2 wheat in their Shop
      And a wheat costs 3 Cash in the Shop
      When player 0 uses "Shopper"
      And player 0 lets "Haggler" join the purchase
      And player 0 buys 1 wheat
      Then player 0 has 1 Cash
      And player 0's Cart holds 1 wheat
      And "Shopper" is in the discard pile
      And "Haggler" is in the discard pile

    Example: The Haggler alone buys several vegetables for 1 Cash less each
      Given a 2-player game in round 1
      And a Helper "Haggler" that buys any number of vegetables in their own Shop for 1 Cash less
      And player 0 has "Haggler" in play
      And player 0 has 6 Cash
      And player 0 has 3 wheat in their Shop
      And a wheat costs 3 Cash in the Shop
      When player 0 uses "Haggler"
      And player 0 buys 1 wheat
      And player 0 buys 1 wheat
      Then player 0 has 2 Cash
      And player 0 is asked to choose for a Helper
      And player 0 may stop using the Helper
      When player 0 stops using the Helper
      Then player 0's Cart holds 2 wheat
      And "Haggler" is in the discard pile

    Example: The Shopper cannot join a purchase from the other player's Shop
      Given a 2-player game in round 1
      And a Helper "Peddler" that buys 1 vegetable in the other player's Shop at the Shop price, paying that player
      And a Helper "Shopper" that buys 1 vegetable in their own Shop for 2 Cash less
      And player 0 has "Peddler" in play
      And player 0 has "Shopper" in play
      And player 0 has 3 Cash
      And player 1 has 1 wheat in their Shop
      And a wheat costs 3 Cash in the Shop
      When player 0 uses "Peddler"
      Then player 0 may not let "Shopper" join the purchase
      When player 0 chooses player 1
      Then player 0 may not let "Shopper" join the purchase
      When player 0 buys 1 wheat
      Then player 0 has 0 Cash
      And player 1 has 3 Cash
      And player 0's Cart holds 1 wheat
      And "Shopper" is in player 0's play area
      And "Peddler" is in the discard pile

    Example: Two Cash off a price of 1 makes the vegetable free, not a gain
      Given a 2-player game in round 1
      And a Helper "Shopper" that buys 1 vegetable in their own Shop for 2 Cash less
      And player 0 has "Shopper" in play
      And player 0 has 0 Cash
      And player 0 has 1 wheat in their Shop
      And a wheat costs 1 Cash in the Shop
      When player 0 uses "Shopper"
      And player 0 buys 1 wheat
      Then player 0 has 0 Cash
      And player 0's Cart holds 1 wheat

    Example: A Helper does not join its own purchase
      Given a 2-player game in round 1
      And a Helper "Shopper" that buys 1 vegetable in their own Shop for 2 Cash less
      And a Helper "Haggler" that buys any number of vegetables in their own Shop for 1 Cash less
      And player 0 has "Shopper" in play
      And player 0 has "Haggler" in play
      And player 0 has 3 Cash
      And player 0 has 1 wheat in their Shop
      And a wheat costs 3 Cash in the Shop
      When player 0 uses "Shopper"
      Then player 0 may let "Haggler" join the purchase
      And player 0 may not let "Shopper" join the purchase

    Example: A purchase from the supply does not join a purchase in the Shop
      Given a 2-player game in round 1
      And a Helper "Shopper" that buys 1 vegetable in their own Shop for 2 Cash less
      And a Helper "Seed seller" that buys 1 vegetable from the supply for 1 Cash less
      And player 0 has "Shopper" in play
      And player 0 has "Seed seller" in play
      And player 0 has 3 Cash
      And player 0 has 1 wheat in their Shop
      And a wheat costs 3 Cash in the Shop
      When player 0 uses "Shopper"
      Then player 0 may not let "Seed seller" join the purchase
      When player 0 buys 1 wheat
      Then player 0 has 2 Cash
      And "Seed seller" is in player 0's play area

    Example: A purchase at the Shop price is not joined
      Given a 2-player game in round 1
      And a Helper "Buyer" that buys 1 vegetable in their own Shop at the Shop price
      And a Helper "Haggler" that buys any number of vegetables in their own Shop for 1 Cash less
      And player 0 has "Buyer" in play
      And player 0 has "Haggler" in play
      And player 0 has 3 Cash
      And player 0 has 1 wheat in their Shop
      And a wheat costs 3 Cash in the Shop
      When player 0 uses "Buyer"
      Then player 0 may not let "Haggler" join the purchase
      When player 0 buys 1 wheat
      Then player 0 has 0 Cash
      And "Haggler" is in player 0's play area

  @LY-11.3.3
  Rule: No effect of another player reaches a Home field, Cart or Storehouse

    Example: The Gleaner takes from a Private field, never from the Home field
      Given a 2-player game in round 1
      And a Helper "Gleaner" that takes 1 vegetable from the other player's fields
      And player 0 has "Gleaner" in play
      And player 1's Home field holds 5 wheat
      And player 1 has a field "Plot" of 3 spaces for bean, holding 2 bean
      And player 1 has 1 leek on their Cart
      And player 1 has 1 leek in their Storehouse
      When player 0 uses "Gleaner"
      And player 0 chooses player 1
      Then player 0 may not take 1 wheat from "Home field"
      When player 0 takes 1 bean from "Plot"
      Then player 1's field "Plot" holds 1 bean
      And player 1's Home field holds 5 wheat
      And player 1's Cart holds 1 leek
      And player 1's Storehouse holds 1 leek

  @LY-11.3.2 @LY-12.3.1 @LY-12.2.2
  Rule: In a 4-player Action phase "another player" is the partner alone

    Example: The Tout may only reach the partner
      Given a 4-player game in round 1
      And player 2 is the Starting player's partner
      And a Helper "Tout" that takes 1 Casual customer from the other player
      And player 0 has "Tout" in play
      And player 1 has a Casual customer "One" ordering wheat, pumpkin and bean for 7 Cash in play
      And player 2 has a Casual customer "Two" ordering wheat, pumpkin and bean for 7 Cash in play
      And player 3 has a Casual customer "Three" ordering wheat, pumpkin and bean for 7 Cash in play
      When player 0 uses "Tout"
      Then player 0 may choose player 2
      And player 0 may not choose player 1
      And player 0 may not choose player 3

    Example: A player of the other pair reaches their own partner
      Given a 4-player game in round 1
      And player 2 is the Starting player's partner
      And it is player 3's turn
      And a Helper "Tout" that takes 1 Casual customer from the other player
      And player 3 has "Tout" in play
      And player 0 has a Casual customer "Zero" ordering wheat, pumpkin and bean for 7 Cash in play
      And player 1 has a Casual customer "One" ordering wheat, pumpkin and bean for 7 Cash in play
      And player 2 has a Casual customer "Two" ordering wheat, pumpkin and bean for 7 Cash in play
      When player 3 uses "Tout"
      Then player 3 may choose player 1
      And player 3 may not choose player 0
      And player 3 may not choose player 2

  @LY-12.3.2
  Rule: Outside the Action phase every other player may be reached

    Example: A Harvest phase lantern Helper reaches any player of four
      Given a 4-player game in round 1
      And a Helper "Snoop" that takes 1 vegetable from the other player's Market stalls, used in the Harvest phase
      And player 0 has "Snoop" in play
      And player 1 has a Market stall "One" offering wheat for 1 bowl in play
      And player 3 has a Market stall "Three" offering bean for 1 bowl in play
      And the Harvest phase of round 2 begins
      When player 0 uses "Snoop"
      Then player 0 may choose player 1
      And player 0 may choose player 3
      And player 0 may not choose player 2

  @LY-11.4.1 @LY-11.4.2 @LY-11.4.3
  Rule: Removing the top card of another player's stack reveals the lower card at once

    Example: The Rival uncovers a Market stall, filled at once
      Given a 2-player game in round 1
      And a Helper "Rival" that discards the top card of one of the other player's stacks
      And player 0 has "Rival" in play
      And a Market stall "Stall" offering wheat for 1 bowl and turnip for 1 bowl
      And player 1 has a Helper "Lamp" in play covering "Stall"
      When player 0 uses "Rival"
      And player 0 chooses player 1
      And player 0 removes "Lamp"
      Then "Lamp" is in the discard pile
      And "Stall" is in player 1's play area
      And "Stall" holds 1 wheat and 1 turnip

    Example: A Regular customer uncovered before its owner's turn is due this round
      Given a 2-player game in round 1
      And a Helper "Rival" that discards the top card of one of the other player's stacks
      And player 0 has "Rival" in play
      And a Regular customer "Li" wanting wheat and bean for 2, 3, 4 and 5 Cash
      And player 1 has a Helper "Lamp" in play covering "Li"
      When player 0 uses "Rival"
      And player 0 chooses player 1
      And player 0 removes "Lamp"
      Then "Li" is in player 1's play area
      And "Li"'s marker is blue
      And "Li" is due this round

    Example: A Regular customer uncovered after its owner's turn is due next round
      Given a 2-player game in round 1
      And it is player 1's turn
      And a Helper "Rival" that discards the top card of one of the other player's stacks
      And player 1 has "Rival" in play
      And a Regular customer "Li" wanting wheat and bean for 2, 3, 4 and 5 Cash
      And player 0 has a Helper "Lamp" in play covering "Li"
      When player 1 uses "Rival"
      And player 1 chooses player 0
      And player 1 removes "Lamp"
      Then "Li" is in player 0's play area
      And "Li" is not due this round

  @LY-11.5.1 @LY-11.5.2
  Rule: Only the Saleswoman turns a red marker blue; the next miss only turns it red again

    Example: After the Saleswoman a miss costs nothing
      Given a 2-player game in round 2
      And a Helper "Saleswoman" that turns every red marker blue, or makes every Casual customer pay 2 Cash more this turn
      And player 0 has "Saleswoman" in play
      And player 0 has 3 Cash
      And player 0 has a Regular customer "Li" wanting wheat and bean for 2, 3, 4 and 5 Cash in play
      And "Li"'s marker is red
      When player 0 uses "Saleswoman"
      And player 0 chooses the first ability
      And player 0 ends the turn
      Then "Li"'s marker is red
      And player 0 is asked whether to step forward on the Path
      And player 0 has 3 Cash

    Example: A Helper that turns one red marker blue leaves the others red
      Given a 2-player game in round 2
      And a Helper "Apologist" that turns 1 red marker blue
      And player 0 has "Apologist" in play
      And player 0 has a Regular customer "Li" wanting wheat and bean for 2, 3, 4 and 5 Cash in play
      And player 0 has a Regular customer "Nina" wanting turnip and leek for 4, 5, 6 and 7 Cash in play
      And "Li"'s marker is red
      And "Nina"'s marker is red
      When player 0 uses "Apologist"
      And player 0 turns "Li"'s marker blue
      Then "Li"'s marker is blue
      And "Nina"'s marker is red
      And "Apologist" is in the discard pile

  @LY-9.4.6
  Rule: Cash from another player's Helper is spent on the Path only at the receiver's own turn

    Example: The Trader's payment to a player whose turn is over
      Given a 2-player game in round 1
      And it is player 1's turn
      And a Helper "Trader" that pays 1 Cash to the other player and then takes 1 vegetable from the other player's Market stalls
      And player 1 has "Trader" in play
      And player 1 has 1 Cash
      And player 0's Scoring marker is on space 3
      And player 0 has a Market stall "Stall" offering wheat for 1 bowl in play
      When player 1 uses "Trader"
      And player 1 chooses player 0
      And player 1 takes 1 wheat from "Stall"
      Then player 0 has 1 Cash
      And player 0's Scoring marker is on space 3
      And player 1 is asked to take a turn

  @LY-5.4.4
  Rule: A field emptied by a Helper leaves play as if harvested empty

    Example: The Gleaner takes the last vegetable of a Private field
      Given a 2-player game in round 1
      And a Helper "Gleaner" that takes 1 vegetable from the other player's fields
      And player 0 has "Gleaner" in play
      And player 1 has a field "Plot" of 3 spaces for bean, holding 1 bean
      When player 0 uses "Gleaner"
      And player 0 chooses player 1
      And player 0 takes 1 bean from "Plot"
      Then player 1's fields are "Home field"
      And player 0's Cart holds 1 bean

  @LY-12.2.4
  Rule: With four players a customer uncovered before its owner's turn has ended is due

    Example: The Rival uncovers a Regular customer of the partner, who has yet to act
      Given a 4-player game in round 1
      And player 2 is the Starting player's partner
      And a Helper "Rival" that discards the top card of one of the other player's stacks
      And player 0 has "Rival" in play
      And a Regular customer "Li" wanting wheat and bean for 2, 3, 4 and 5 Cash
      And player 2 has a Helper "Lamp" in play covering "Li"
      When player 0 uses "Rival"
      And player 0 chooses player 2
      And player 0 removes "Lamp"
      Then "Li" is in player 2's play area
      And "Li" is due this round

  @LY-7.4.5 @requires:view
  Rule: The cards a Helper looks at are seen by its user alone

    Example: The Agent's three cards are hidden from the other player
      Given a 2-player game in round 1
      And a Helper "Agent" that looks at the top 3 cards of the draw pile and plays 1
      And player 0 has "Agent" in play
      And the draw pile holds 4 other cards
      When player 0 uses "Agent"
      Then player 1's view shows the cards player 0's Helper looks at only as 3 cards

  @LY-11.1.10a @LY-5.5.1
  Rule: A Helper used before the harvest is offered only at the window that opens the Harvest phase

    Example: The Counter is not used after the harvest or on the turn
      Given a 2-player game in round 2
      And a Helper "Counter" that gives 2 Cash with a field holding at least 4 vegetables, used before the harvest
      And player 0 has "Counter" in play
      And player 0 has a field "Plot" of 6 spaces for bean, holding 5 bean
      Then player 0 may not use "Counter"
      When player 0 uses "Counter"
      Then the action is refused because of LY-11.1.10
      And player 0 still faces the same choice

  @LY-11.7.1
  Rule: A Helper may put an empty Common field of its user under their Field pile

    Example: The Field mover moves an empty Common field under the Field pile
      Given a 2-player game in round 3
      And a Helper "Field mover" that upgrades the Storehouse for free, or puts one of their own empty Common fields under their Field pile
      And player 0 has "Field mover" in play
      And player 0 has a field "Spare" of 3 spaces for bean in their Field pile
      And player 0 has a Common field "Paddy" of 4 spaces for wheat and bean in play
      When player 0 uses "Field mover"
      And player 0 chooses the second ability
      And player 0 puts "Paddy" under the Field pile
      Then the bottom of player 0's Field pile is "Paddy"
      And player 0's Field pile holds 2 fields
      And "Field mover" is in the discard pile
      And player 0 is asked to take a turn

    Example: A sown Common field cannot be moved
      Given a 2-player game in round 3
      And a Helper "Field mover" that puts one of their own empty Common fields under their Field pile
      And player 0 has "Field mover" in play
      And player 0 has a Common field "Paddy" of 4 spaces for wheat and bean in play
      And "Paddy" holds 2 wheat
      Then player 0 may not use "Field mover"
      When player 0 uses "Field mover"
      Then the action is refused because of LY-11.1.9

    Example: Moving the upper card of a stack reveals the card beneath
      Given a 2-player game in round 3
      And a Helper "Field mover" that puts one of their own empty Common fields under their Field pile
      And player 0 has "Field mover" in play
      And a Market stall "Stall" offering turnip for 1 bowl
      And player 0 has a Common field "Paddy" of 4 spaces for wheat and bean in play covering "Stall"
      When player 0 uses "Field mover"
      And player 0 puts "Paddy" under the Field pile
      Then "Stall" is in player 0's play area
      And "Stall" holds 1 turnip
      And the bottom of player 0's Field pile is "Paddy"

  @LY-11.7.2
  Rule: A Common field under the Field pile is a Private field from then on

    Example: It is turned over in the Harvest phase like any Private field, at no cost
      Given a 2-player game in round 2
      And a Common field "Paddy" of 4 spaces for wheat and bean
      And player 0 has "Paddy" in their Field pile
      And player 0 has 1 Cash
      And the Harvest phase of round 2 begins
      Then player 0's fields are "Home field" and "Paddy"
      And player 0's Field pile holds 0 fields
      And player 0 has 1 Cash

  @LY-11.7.3
  Rule: Emptied, such a field goes to the discard pile

    Example: Its last vegetable harvested, the card goes to the discard pile
      Given a 2-player game in round 3
      And a Common field "Paddy" of 4 spaces for wheat and bean
      And player 0 has "Paddy" among their fields, holding 1 bean
      And the Harvest phase of round 3 begins
      Then player 0's Cart holds 1 bean
      And "Paddy" is in the discard pile
      And player 0's fields are "Home field"

    Example: A Helper that looks at no card shows the other player a count of 0
      Given a 2-player game in round 1
      And a Helper "Carpenter" that upgrades the Storehouse for free, or gives 2 Cash
      And player 0 has "Carpenter" in play
      When player 0 uses "Carpenter"
      Then player 1's view shows the cards player 0's Helper looks at only as 0 cards
