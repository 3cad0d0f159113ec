Feature: What each wonder icon gives
  The first wonder icon a player gains gives nothing but the clock tower's
  wonder condition, even while skill tiles are left to take; every later icon
  gives a skill tile (chapter 19, section 19.1). The card and the skill tiles
  are set up by the scenario.

  Background:
    Given a 2-player game in round 2
    And it is player 0's turn
    And player 0 holds 1 card
    And player 0's round aid token is on space 0
    And the citizen cards are:
      | card   | kind      | cost | tags | industry tag | ability       |
      | Wonder | immediate | 0    | tart | none         | a wonder icon |
    And the skill tiles are:
      | tile   | timing | ability | trigger | left |
      | gilded | flip   | 8 gold  |         | 3    |
    And player 0 holds the citizen card Wonder

  @SL-19.1.2
  Rule: The first wonder icon gives no skill tile

    Example: Skill tiles are left, and none is offered for the first icon
      When player 0 plays the card Wonder
      Then player 0 may end the turn
      And player 0 has unlocked 1 wonder icon
      And player 0 holds 0 skill tiles
      And 3 tiles of skill tile gilded are left

  @SL-19.1.3 @SL-19.1.4
  Rule: A third wonder icon gives a skill tile like the second

    Example: The third icon asks for a skill tile
      Given player 0 has unlocked 2 wonder icons
      When player 0 plays the card Wonder
      And player 0 takes skill tile gilded
      Then player 0 has unlocked 3 wonder icons
      And player 0 holds the face-up skill tile gilded
      And 2 tiles of skill tile gilded are left
