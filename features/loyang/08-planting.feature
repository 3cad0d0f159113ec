Feature: Planting a field
  Action A: a vegetable from the Cart goes on an empty field that allows it,
  and the supply fills the rest of the field with the same kind (section 8.2).

  Background:
    Given a 2-player game in round 3
    And it is player 0's turn

  @LY-8.2.1 @LY-8.2.2 @LY-1.4.2
  Rule: One Cart vegetable is planted on an empty field, and the supply fills the field

    Example: Planting a five-space field with a single pumpkin
      Given player 0 has 1 pumpkin on their Cart
      And player 0 has a field "Plot" of 5 spaces for wheat and pumpkin
      When player 0 plants pumpkin on "Plot"
      Then player 0's field "Plot" holds 5 pumpkin
      And player 0's Cart holds nothing

    Scenario Outline: A field of <size> spaces planted with one <kind> holds <size>
      Given player 0 has 2 <kind> on their Cart
      And player 0 has a field "Plot" of <size> spaces for <kind> and cabbage
      When player 0 plants <kind> on "Plot"
      Then player 0's field "Plot" holds <size> <kind>
      And player 0's Cart holds 1 <kind>
      And player 0 is asked to take a turn

      Examples:
        | size | kind  |
        | 3    | bean  |
        | 4    | leek  |
        | 6    | wheat |

    Example: A vegetable not on the Cart cannot be planted
      Given player 0 has 1 pumpkin in their Storehouse
      And player 0 has a field "Plot" of 5 spaces for wheat and pumpkin
      When player 0 plants pumpkin on "Plot"
      Then the action is refused because of LY-8.2.1
      And player 0 still faces the same choice

  @LY-8.2.3
  Rule: Only an unsown field can be planted

    Example: A field still holding vegetables is not planted again
      Given player 0 has 1 wheat on their Cart
      And player 0 has a field "Plot" of 5 spaces for wheat and pumpkin, holding 2 wheat
      When player 0 plants wheat on "Plot"
      Then the action is refused because of LY-8.2.3
      And player 0 still faces the same choice

  @LY-8.2.4
  Rule: A field takes only the kinds printed on it

    Example: Beans are not allowed on a wheat and pumpkin field
      Given player 0 has 1 bean on their Cart
      And player 0 has a field "Plot" of 5 spaces for wheat and pumpkin
      Then player 0 may not plant bean on "Plot"
      When player 0 plants bean on "Plot"
      Then the action is refused because of LY-8.2.4
      And player 0 still faces the same choice

  @LY-8.2.5
  Rule: Common fields are planted like Private fields, but not while covered

    Example: Planting a Common field
      Given player 0 has 1 leek on their Cart
      And player 0 has a Common field "Paddy" of 3 spaces for bean and leek in play
      When player 0 plants leek on "Paddy"
      Then "Paddy" holds 3 leek

    Example: A covered Common field cannot be planted
      Given player 0 has 1 leek on their Cart
      And a Common field "Paddy" of 3 spaces for bean and leek
      And player 0 has a Helper "Lin" in play covering "Paddy"
      When player 0 plants leek on "Paddy"
      Then the action is refused because of LY-8.2.5
      And player 0 still faces the same choice
