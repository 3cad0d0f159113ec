Feature: Harvest phase
  Each player turns over a new field, takes one vegetable from each sown field
  and empties the Storehouse onto the Cart; emptied fields leave (chapter 5).

  @LY-5.2.1
  Rule: In rounds 1 to 8 the top field of the Field pile is added, unsown

    Example: A new field in round 2
      Given a 2-player game in round 2
      And player 0 has a field "Top" of 3 spaces for bean in their Field pile
      And player 0 has a field "Below" of 4 spaces for leek in their Field pile
      And the Harvest phase of round 2 begins
      Then player 0's fields are "Home field" and "Top"
      And player 0's field "Top" holds nothing
      And player 0's Field pile holds 1 field

  @LY-5.2.2
  Rule: In round 9 no field is turned over

    Example: The Field pile is left alone in round 9
      Given a 2-player game in round 9
      And player 0's Home field holds 1 wheat
      And player 0 has a field "Spare" of 3 spaces for bean in their Field pile
      And the Harvest phase of round 9 begins
      Then player 0's fields are none
      And player 0's Field pile holds 1 field

  @LY-5.3.1 @LY-1.5.2 @LY-1.2.4
  Rule: One vegetable from each sown field, Private and Common alike, goes onto the Cart

    Example: A Private field and a Common field each give one
      Given a 2-player game in round 3
      And player 0's Home field holds 6 wheat
      And player 0 has a field "Plot" of 4 spaces for bean, holding 3 bean
      And player 0 has a Common field "Paddy" of 5 spaces for pumpkin in play
      And "Paddy" holds 5 pumpkin
      And the Harvest phase of round 3 begins
      Then player 0's Cart holds 1 wheat, 1 pumpkin and 1 bean
      And player 0's field "Plot" holds 2 bean
      And "Paddy" holds 4 pumpkin

    Scenario Outline: Fields of <home>, <plot> and <strip> vegetables give one each
      Given a 2-player game in round 3
      And player 0's Home field holds <home> wheat
      And player 0 has a field "Plot" of 6 spaces for bean, holding <plot> bean
      And player 0 has a field "Strip" of 6 spaces for leek, holding <strip> leek
      And player 0 has 1 leek in their Storehouse
      And the Harvest phase of round 3 begins
      Then player 0's Cart holds 1 wheat, 1 bean and 2 leek
      And player 0's field "Plot" holds <plot_after> bean
      And player 0's field "Strip" holds <strip_after> leek

      Examples:
        | home | plot | strip | plot_after | strip_after |
        | 6    | 6    | 2     | 5          | 1           |
        | 7    | 3    | 5     | 2          | 4           |

  @LY-5.3.2
  Rule: An unsown field gives nothing and stays

    Example: The unsown field is still there after the harvest
      Given a 2-player game in round 3
      And player 0 has a field "Fallow" of 3 spaces for leek
      And the Harvest phase of round 3 begins
      Then player 0's Cart holds nothing
      And player 0's fields are "Home field" and "Fallow"

  @LY-5.3.4
  Rule: The Storehouse is emptied onto the Cart

    Example: The stored cabbage comes back onto the Cart
      Given a 2-player game in round 3
      And player 0 has 1 cabbage in their Storehouse
      And the Harvest phase of round 3 begins
      Then player 0's Cart holds 1 cabbage
      And player 0's Storehouse holds nothing

  @LY-5.3.5
  Rule: The Cart has no limit

    Example: A full Cart takes the harvest too
      Given a 2-player game in round 3
      And player 0 has 5 wheat, 4 pumpkin and 3 leek on their Cart
      And player 0 has 1 bean in their Storehouse
      And player 0's Home field holds 6 wheat
      And the Harvest phase of round 3 begins
      Then player 0's Cart holds 6 wheat, 4 pumpkin, 1 bean and 3 leek

  @LY-5.4.1
  Rule: A Private field whose last vegetable is harvested leaves the game

    Example: The emptied field is gone
      Given a 2-player game in round 3
      And player 0 has a field "Plot" of 3 spaces for bean, holding 1 bean
      And the Harvest phase of round 3 begins
      Then player 0's Cart holds 1 bean
      And player 0's fields are "Home field"

  @LY-5.4.2 @LY-7.4.2
  Rule: A Common field whose last vegetable is harvested goes to the discard pile

    Example: The emptied Common field is discarded
      Given a 2-player game in round 3
      And player 0 has a Common field "Paddy" of 4 spaces for wheat in play
      And "Paddy" holds 1 wheat
      And the Harvest phase of round 3 begins
      Then player 0's Cart holds 1 wheat
      And "Paddy" is in the discard pile

  @LY-5.4.3
  Rule: An emptied Common field on top of a stack reveals the lower card at once

    Example: The Market stall under the field is revealed and filled
      Given a 2-player game in round 3
      And a Market stall "Stall" offering turnip for 1 bowl and leek for 2 bowls
      And player 0 has a Common field "Paddy" of 4 spaces for wheat in play covering "Stall"
      And "Paddy" holds 1 wheat
      And the Harvest phase of round 3 begins
      Then "Paddy" is in the discard pile
      And "Stall" is in player 0's play area
      And "Stall" holds 1 turnip and 1 leek

  @LY-5.4.5
  Rule: The Home field is a Private field: once emptied it leaves the game, and the round number still counts

    Example: A Helper empties the Home field in round 5
      Given a 2-player game in round 4
      And a Helper "Harvester" that harvests 1 more vegetable from each of 2 fields, the Home field too, used in the Harvest phase
      And player 0 has "Harvester" in play
      And player 0's Home field holds 2 wheat
      And the Harvest phase of round 5 begins
      When player 0 uses "Harvester"
      And player 0 harvests Home field again
      Then player 0's Cart holds 2 wheat
      And player 0's fields are none
      And "Harvester" is in the discard pile
      And round 5 is being played

  @LY-5.5.1 @LY-11.1.10a
  Rule: A Helper that counts the vegetables on fields is used before the harvest

    Example: The Counter counts a field the harvest is about to take from
      Given a 2-player game in round 2
      And player 0 has 0 Cash
      And a Helper "Counter" that gives 2 Cash with a field holding at least 4 vegetables, used before the harvest
      And player 0 has "Counter" in play
      And player 0 has a field "Plot" of 6 spaces for bean, holding 4 bean
      And the Harvest phase of round 2 begins
      Then player 0 is asked whether to use a Helper
      And player 0's field "Plot" holds 4 bean
      When player 0 uses "Counter"
      Then player 0 has 2 Cash
      When player 0 is done with Helpers
      Then player 0's field "Plot" holds 3 bean
      And player 0's Cart holds 1 bean

    Example: The Counter counts no Home field, and may still be used for nothing
      Given a 2-player game in round 2
      And player 0 has 0 Cash
      And a Helper "Counter" that gives 2 Cash with a field holding at least 4 vegetables, used before the harvest
      And player 0 has "Counter" in play
      And player 0's Home field holds 5 wheat
      And player 0 has a field "Plot" of 6 spaces for bean, holding 3 bean
      And the Harvest phase of round 2 begins
      Then player 0 is asked whether to use a Helper
      When player 0 uses "Counter"
      Then player 0 has 0 Cash
      And "Counter" is in the discard pile
