Feature: Answers an engine refuses
  Every decision of the game is also asked the wrong way: with the answer of
  another decision, with an answer of its own kind whose values cannot be, and
  with an answer that only another player could give. Each is refused naming the
  rule decisions.md L11 gives for it, and changes nothing. A request carries no
  seat, so an answer is always the deciding player's: "player 1 answers in place
  of player 0" hands the engine player 1's answer while player 0 is asked, and
  player 0 is then asked the same question again.

  @LY-3.4.1
  Rule: At the first planting a player buys a vegetable for the Home field, or takes a Loan

    Example: Ending a turn while the Home field is to be planted
      Given a 2-player game in round 1
      And the game is being set up
      And player 0 has 3 wheat in their Shop
      And player 0 has 10 Cash
      When player 0 ends the turn
      Then the action is refused because of LY-3.4.1
      And player 0 still faces the same choice

  @LY-3.4.3
  Rule: Only wheat, pumpkins or turnips are planted in the Home field

    Example: A bean for the Home field
      Given a 2-player game in round 1
      And the game is being set up
      And player 0 has 3 wheat and 1 bean in their Shop
      And player 0 has 10 Cash
      When player 0 buys 1 bean for the Home field
      Then the action is refused because of LY-3.4.3
      And player 0 still faces the same choice

  @LY-6.2.2
  Rule: A Distribution turn puts a hand card into the Courtyard or plays two cards

    Example: Keeping cards of a Two-pack in a Distribution turn
      Given a 2-player game in round 2
      And the Distribution round is under way with player 0 to take a turn
      And player 0 holds a card "Mine"
      And player 0 holds 1 other card
      And the Courtyard holds a card "Open"
      And player 1 holds 2 other cards
      When player 0 keeps "Open"
      Then the action is refused because of LY-6.2.2
      And player 0 still faces the same choice

    Example: A card of another player's hand put into the Courtyard
      Given a 2-player game in round 2
      And the Distribution round is under way with player 0 to take a turn
      And player 0 holds 2 other cards
      And the Courtyard holds a card "Open"
      And player 1 holds a card "Theirs"
      And player 1 holds 1 other card
      When player 1 answers in place of player 0
      And player 1 puts "Theirs" into the Courtyard
      Then the action is refused because of LY-6.2.2
      And player 0 still faces the same choice

    Example: Taking a card that is not in the Courtyard
      Given a 2-player game in round 2
      And the Distribution round is under way with player 0 to take a turn
      And player 0 holds a card "Mine"
      And player 0 holds 1 other card
      And the Courtyard holds a card "Open"
      And the discard pile holds a card "Gone"
      And player 1 holds 2 other cards
      When player 0 takes "Gone" from the Courtyard with "Mine"
      Then the action is refused because of LY-6.2.2

  @LY-7.3.1
  Rule: Outside their own turn a player takes no action of chapter 8

    Example: Buying a vegetable in a Distribution turn
      Given a 2-player game in round 2
      And the Distribution round is under way with player 0 to take a turn
      And player 0 has 5 Cash
      And player 0 has 1 wheat in their Shop
      And player 0 holds 2 other cards
      And player 1 holds 2 other cards
      When player 0 buys 1 wheat
      Then the action is refused because of LY-7.3.1
      And player 0 still faces the same choice

    Example: Buying a vegetable at the Harvest phase window
      Given a 2-player game in round 1
      And a Helper "Harvester" that harvests 1 more vegetable from each of 2 fields, used in the Harvest phase
      And player 0 has "Harvester" in play
      And player 0 has 5 Cash
      And player 0 has 1 wheat in their Shop
      And player 0 has a field "Plot" of 4 spaces for bean, holding 4 bean
      And the Harvest phase of round 2 begins
      Then player 0 is asked whether to use a Helper
      When player 0 buys 1 wheat
      Then the action is refused because of LY-7.3.1
      And player 0 still faces the same choice

  @LY-6.2.3
  Rule: A Distribution turn cannot be passed

    Example: Ending the turn in a Distribution turn
      Given a 2-player game in round 2
      And the Distribution round is under way with player 0 to take a turn
      And player 0 holds 2 other cards
      And player 1 holds 2 other cards
      When player 0 ends the turn
      Then the action is refused because of LY-6.2.3

  @LY-6.3.5
  Rule: A player who must take from an empty Courtyard with an empty draw pile plays their hand card alone

    Background:
      Given a 3-player game in round 2
      And the Distribution round is under way with player 0 to take a turn
      And player 0 holds a card "Only"
      And player 1 holds a card "Theirs"
      And player 1 holds 1 other card
      And player 2 holds 2 other cards

    Example: Putting the card into the Courtyard instead
      When player 0 puts "Only" into the Courtyard
      Then the action is refused because of LY-6.3.5
      And player 0 still faces the same choice

    Example: Playing a card of another player's hand alone
      When player 1 answers in place of player 0
      And player 1 plays "Theirs" alone
      Then the action is refused because of LY-6.3.5
      And player 0 still faces the same choice

  @LY-1.3.3
  Rule: A player who owes a payment pays it, or first raises it by selling, Helpers or Loans

    Background:
      Given a 2-player game in round 2
      And the Distribution round is under way with player 0 to take a turn
      And player 0 has 1 Cash
      And player 0 holds a Common field "Paddy" of 4 spaces for wheat and bean
      And player 0 holds 1 other card
      And the Courtyard holds a card "Open"
      And player 1 holds 2 other cards
      When player 0 takes "Open" from the Courtyard with "Paddy"
      Then player 0 is asked to pay 2 Cash for "Paddy"

    Example: Stepping on the Path while a payment is owed
      When player 0 steps forward on the Path
      Then the action is refused because of LY-1.3.3
      And player 0 still faces the same choice

    Example: Planting the field before it is paid for
      When player 0 plants wheat in "Paddy"
      Then the action is refused because of LY-1.3.3

  @LY-8.4.6
  Rule: Only vegetables on the Cart can be sold

    Example: Selling a vegetable of the Storehouse to raise a payment
      Given a 2-player game in round 2
      And the Distribution round is under way with player 0 to take a turn
      And player 0 has 1 Cash
      And player 0 has 1 wheat in their Storehouse
      And player 0 holds a Common field "Paddy" of 4 spaces for wheat and bean
      And player 0 holds 1 other card
      And the Courtyard holds a card "Open"
      And player 1 holds 2 other cards
      When player 0 takes "Open" from the Courtyard with "Paddy"
      And player 0 sells 1 wheat
      Then the action is refused because of LY-8.4.6
      And player 0 still faces the same choice

  @LY-12.1.1
  Rule: The Starting player chooses as partner one of the two players holding neither token

    Background:
      Given a 4-player game in round 3
      And the Action phase begins

    Example: The Second player as partner
      When player 0 chooses player 1 as partner
      Then the action is refused because of LY-12.1.1
      And player 0 still faces the same choice

    Example: The Starting player as their own partner
      When player 0 chooses player 0 as partner
      Then the action is refused because of LY-12.1.1

    Example: Ending a turn instead of choosing
      When player 0 ends the turn
      Then the action is refused because of LY-12.1.1

  @LY-7.2.1
  Rule: On their turn a player takes the actions of chapter 8, Loans and the Storehouse upgrade, then ends the turn

    Example: Keeping cards of a Two-pack never bought
      Given a 2-player game in round 3
      And it is player 0's turn
      And the draw pile holds a card "Top"
      When player 0 keeps "Top"
      Then the action is refused because of LY-7.2.1
      And player 0 still faces the same choice

  @LY-9.4.6
  Rule: A player moves on the Path only at the end of their own turn

    Example: A step on the Path in the middle of the turn
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0 has 5 Cash
      When player 0 steps forward on the Path
      Then the action is refused because of LY-9.4.6
      And player 0 still faces the same choice

  @LY-8.1.2
  Rule: A player uses only their own customers, stalls and Helpers

    Example: Serving another player's Casual customer
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0 has 1 wheat, 1 pumpkin and 1 bean on their Cart
      And player 1 has a Casual customer "Ming" ordering wheat, pumpkin and bean for 6 Cash in play
      When player 0 serves "Ming"
      Then the action is refused because of LY-8.1.2
      And player 0 still faces the same choice

    Example: Discarding another player's Helper while holding a Regular customer of one's own
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0 has a Regular customer "Nina" wanting wheat and bean for 5, 6, 7 and 8 Cash in play
      And player 1 has a Helper "Lin" in play
      When player 0 discards "Lin"
      Then the action is refused because of LY-8.1.2
      And player 0 still faces the same choice

    Example: Player 1 delivers to their own Regular customer on player 0's turn
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 1 has 1 wheat and 1 bean on their Cart
      And player 1 has a Regular customer "Nina" wanting wheat and bean for 5, 6, 7 and 8 Cash in play
      When player 1 answers in place of player 0
      And player 1 delivers to "Nina"
      Then the action is refused because of LY-8.1.2
      And player 0 still faces the same choice

    Example: A trade at another player's stall
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0 has 2 wheat on their Cart
      And player 1 has a Market stall "Theirs" offering wheat for 1 bowl in play
      When player 0 trades 1 wheat for 1 wheat at "Theirs"
      Then the action is refused because of LY-8.1.2
      And player 0 still faces the same choice

    Example: Player 1 uses their own Helper at player 0's Harvest phase window
      Given a 2-player game in round 1
      And a Helper "Harvester" that harvests 1 more vegetable from each of 2 fields, used in the Harvest phase
      And a Helper "Reaper" that harvests 1 more vegetable from each of 2 fields, used in the Harvest phase
      And player 0 has "Harvester" in play
      And player 1 has "Reaper" in play
      And player 0 has a field "Plot" of 4 spaces for bean, holding 4 bean
      And player 1 has a field "Patch" of 4 spaces for leek, holding 4 leek
      And the Harvest phase of round 2 begins
      Then player 0 is asked whether to use a Helper
      When player 1 answers in place of player 0
      And player 1 uses "Reaper"
      Then the action is refused because of LY-8.1.2
      And player 0 still faces the same choice

  @LY-8.3.2
  Rule: Only a vegetable lying in the Shop can be bought

    Example: Buying a bean from an empty Shop
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0 has 10 Cash
      When player 0 buys 1 bean
      Then the action is refused because of LY-8.3.2
      And player 0 still faces the same choice

  @LY-8.9.5
  Rule: Of a Two-pack the player keeps both cards, one or neither

    Background:
      Given a 2-player game in round 3
      And it is player 0's turn
      And the draw pile holds a card "First"
      And the draw pile holds a card "Second"
      And the discard pile holds a card "Old"
      When player 0 buys a Two-pack
      Then player 0 is asked which cards of the Two-pack to keep

    Example: Keeping a card of the discard pile
      When player 0 keeps "Old"
      Then the action is refused because of LY-8.9.5
      And player 0 still faces the same choice

    Example: Ending the turn before choosing
      When player 0 ends the turn
      Then the action is refused because of LY-8.9.5
      And player 0 still faces the same choice

  @LY-8.9.8
  Rule: Of two kept cards the player lays one on top of the other

    Background:
      Given a 2-player game in round 3
      And it is player 0's turn
      And the draw pile holds a card "First"
      And the draw pile holds a card "Second"
      And the discard pile holds a card "Old"
      When player 0 buys a Two-pack
      And player 0 keeps "First" and "Second"

    Example: Laying a card that was not kept on top
      When player 0 lays "Old" on top
      Then the action is refused because of LY-8.9.8
      And player 0 still faces the same choice

    Example: Keeping again instead of stacking
      When player 0 keeps "First"
      Then the action is refused because of LY-8.9.8

  @LY-9.1.2
  Rule: Once the end of the turn has begun the player takes no action of chapter 8

    Example: Buying while the Cart does not fit the Storehouse
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0 has 10 Cash
      And player 0 has 1 wheat in their Shop
      And player 0 has 3 bean on their Cart
      When player 0 ends the turn
      Then player 0 is asked what to do with the vegetables that do not fit
      When player 0 buys 1 wheat
      Then the action is refused because of LY-9.1.2
      And player 0 still faces the same choice

    Example: Ending the turn a second time at the Path
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0 has 10 Cash
      When player 0 ends the turn
      Then player 0 is asked whether to step forward on the Path
      When player 0 ends the turn
      Then the action is refused because of LY-9.1.2
      And player 0 still faces the same choice

  @LY-9.3.3
  Rule: Of the vegetables that do not fit, the player chooses which go back

    Example: Returning a vegetable that is not on the Cart
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0 has 3 bean on their Cart
      When player 0 ends the turn
      Then player 0 is asked what to do with the vegetables that do not fit
      When player 0 returns 1 leek to the supply
      Then the action is refused because of LY-9.3.3
      And player 0 still faces the same choice

  @LY-11.1.10
  Rule: A Helper window offers the Helpers of its phase, and nothing else

    Background:
      Given a 2-player game in round 1
      And a Helper "Harvester" that harvests 1 more vegetable from each of 2 fields, used in the Harvest phase
      And player 0 has "Harvester" in play
      And player 0 has a field "Plot" of 4 spaces for bean, holding 4 bean
      And the Harvest phase of round 2 begins
      Then player 0 is asked whether to use a Helper

    Example: Ending a turn at the Harvest phase window
      When player 0 ends the turn
      Then the action is refused because of LY-11.1.10
      And player 0 still faces the same choice

  @LY-11.6.1
  Rule: A Helper's effect is resolved unit by unit with the answers its operation gives

    Example: Ending the turn while the Grocer's vegetable is still to be taken
      Given a 2-player game in round 1
      And a Helper "Grocer" that takes 1 vegetable from the supply
      And player 0 has "Grocer" in play
      And player 0 has 1 leek in their Shop
      When player 0 uses "Grocer"
      And player 0 ends the turn
      Then the action is refused because of LY-11.6.1
      And player 0 still faces the same choice

    Example: A vegetable from the Shop for a Helper that takes from the supply
      Given a 2-player game in round 1
      And a Helper "Grocer" that takes 1 vegetable from the supply
      And player 0 has "Grocer" in play
      And player 0 has 1 leek in their Shop
      When player 0 uses "Grocer"
      And player 0 takes 1 leek from their Shop
      Then the action is refused because of LY-11.6.1
      And player 0 still faces the same choice

    Example: A vegetable from the player's own stall for the Trader
      Given a 2-player game in round 1
      And a Helper "Trader" that pays 1 Cash to the other player and then takes 1 vegetable from the other player's Market stalls
      And player 0 has "Trader" in play
      And player 0 has 2 Cash
      And player 0 has a Market stall "Mine" offering wheat for 1 bowl in play
      And player 1 has a Market stall "Theirs" offering bean for 2 bowls in play
      When player 0 uses "Trader"
      And player 0 chooses player 1
      And player 0 takes 1 wheat from "Mine"
      Then the action is refused because of LY-11.6.1
      And player 0 still faces the same choice

    Example: Turning a marker blue before the Saleswoman's ability is chosen
      Given a 2-player game in round 2
      And a Helper "Saleswoman" that turns 1 red marker blue, or makes every Casual customer pay 2 Cash more this turn
      And player 0 has "Saleswoman" in play
      And player 0 has a Regular customer "Li" wanting wheat and bean for 2, 3, 4 and 5 Cash in play
      And "Li"'s marker is red
      When player 0 uses "Saleswoman"
      And player 0 turns "Li"'s marker blue
      Then the action is refused because of LY-11.6.1
      And player 0 still faces the same choice

  @LY-11.3.1
  Rule: A lantern Helper reaches another player only

    Example: The Trader's user choosing themselves
      Given a 2-player game in round 1
      And a Helper "Trader" that pays 1 Cash to the other player and then takes 1 vegetable from the other player's Market stalls
      And player 0 has "Trader" in play
      And player 0 has 2 Cash
      And player 1 has a Market stall "Theirs" offering bean for 2 bowls in play
      When player 0 uses "Trader"
      And player 0 chooses player 0
      Then the action is refused because of LY-11.3.1
      And player 0 still faces the same choice

  @LY-8.5.2
  Rule: A trade pays as many Cart vegetables as the stall's bowls for the kind taken

    Example: One vegetable paid for a leek of two bowls
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0 has 2 wheat on their Cart
      And player 0 has a Market stall "Stall" offering wheat for 1 bowl and leek for 2 bowls in play
      When player 0 trades 1 wheat for 1 leek at "Stall"
      Then the action is refused because of LY-8.5.2
      And player 0 still faces the same choice

    Example: Three vegetables paid for a leek of two bowls
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0 has 3 wheat on their Cart
      And player 0 has a Market stall "Stall" offering wheat for 1 bowl and leek for 2 bowls in play
      When player 0 trades 3 wheat for 1 leek at "Stall"
      Then the action is refused because of LY-8.5.2

  @LY-15.2.3 @requires:solo
  Rule: The solo Card phase plays a hand card with a grid card

    Background:
      Given a solo game in round 2
      And the solo Card phase is under way
      And the grid's rows cost 0, 1, 2 and 2 Cash from the top
      And player 0 holds a card "Hand one"
      And player 0 holds a card "Hand two"
      And the grid's row 1 holds a card "A1", a card "A2" and a card "A3"
      And the grid's row 2 holds a card "B1", a card "B2" and a card "B3"
      And the grid's row 3 holds a card "C1", a card "C2" and a card "C3"
      And the grid's row 4 holds a card "D1", a card "D2" and a card "D3"
      And the draw pile holds a card "New"

    Example: Putting a hand card into a Courtyard the solo game does not have
      When player 0 puts "Hand one" into the Courtyard
      Then the action is refused because of LY-15.2.3
      And player 0 still faces the same choice

  @LY-1.3.1
  Rule: Nobody pays more Cash than they hold: Cash never drops below 0

    Example: Paying 2 Cash for a Common field while holding 1
      Given a 2-player game in round 2
      And the Distribution round is under way with player 0 to take a turn
      And player 0 has 1 Cash
      And player 0 holds a Common field "Paddy" of 4 spaces for wheat and bean
      And player 0 holds 1 other card
      And the Courtyard holds a card "Open"
      And player 1 holds 2 other cards
      When player 0 takes "Open" from the Courtyard with "Paddy"
      And player 0 pays
      Then the action is refused because of LY-1.3.1
      And player 0 still faces the same choice

    Example: A first step on the Path without the 1 Cash it costs
      Given a 2-player game in round 3
      And it is player 0's turn
      When player 0 ends the turn
      Then player 0 is asked whether to step forward on the Path
      When player 0 steps forward on the Path
      Then the action is refused because of LY-1.3.1
      And player 0 still faces the same choice

    @requires:solo
    Example: A grid card of the third row without the 2 Cash it costs
      Given a solo game in round 2
      And the solo Card phase is under way
      And the grid's rows cost 0, 1, 2 and 2 Cash from the top
      And player 0 holds a card "Hand one"
      And the grid's row 1 holds a card "A1", a card "A2" and a card "A3"
      And the grid's row 2 holds a card "B1", a card "B2" and a card "B3"
      And the grid's row 3 holds a card "C1", a card "C2" and a card "C3"
      And the grid's row 4 holds a card "D1", a card "D2" and a card "D3"
      When player 0 takes "C1" from the grid with "Hand one"
      Then the action is refused because of LY-1.3.1
      And player 0 still faces the same choice
