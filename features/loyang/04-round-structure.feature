Feature: Round structure
  The game lasts 9 rounds of a Harvest, a Card and an Action phase; the Home
  field counts the rounds down (chapter 4).

  @LY-4.1.1 @LY-1.1.1 @LY-13.1.1
  Rule: The game lasts exactly 9 rounds

    Example: The game ends when the last turn of round 9 is over
      Given a 2-player game in round 9
      And it is player 1's turn
      And player 0 has ended their turn this round
      When player 1 ends the turn
      And player 1 stops on the Path
      Then the game is over

  @LY-4.1.3
  Rule: After the Action phase of an earlier round the next round begins

    Example: Round 3 ends and round 4 begins with its harvest
      Given a 2-player game in round 3
      And it is player 1's turn
      And player 0 has ended their turn this round
      And player 0's Home field holds 6 wheat
      When player 1 ends the turn
      And player 1 stops on the Path
      Then round 4 is being played
      And player 0's Cart holds 1 wheat

  @LY-4.2.1
  Rule: The Home field gives up one vegetable in every Harvest phase

    Example: After the harvest of round 4 the Home field holds 5
      Given a 2-player game in round 4
      And player 0's Home field holds 6 pumpkin
      And the Harvest phase of round 4 begins
      Then player 0's Home field holds 5 pumpkin

    Scenario Outline: After the harvest of round <round> the Home field holds <left>
      Given a 2-player game in round <before>
      And player 0's Home field holds <held> turnip
      And the Harvest phase of round <round> begins
      Then player 0's Home field holds <left> turnip
      And player 0's Cart holds 1 turnip

      Examples:
        | before | round | held | left |
        | 1      | 2     | 8    | 7    |
        | 6      | 7     | 3    | 2    |
        | 7      | 8     | 2    | 1    |

  @LY-4.2.2
  Rule: The Home field is emptied in the harvest of round 9, and the game ends with that round

    Example: The last Home field vegetable is harvested in round 9
      Given a 2-player game in round 9
      And player 0's Home field holds 1 turnip
      And the Harvest phase of round 9 begins
      Then player 0's Cart holds 1 turnip
      And player 0's fields are none
      And round 9 is being played

  @LY-4.2.3
  Rule: The round number, not the Home field, counts the rounds

    Example: A Home field with vegetables left does not prolong the game
      Given a 2-player game in round 9
      And it is player 1's turn
      And player 0 has ended their turn this round
      And player 1's Home field holds 4 wheat
      When player 1 ends the turn
      And player 1 stops on the Path
      Then the game is over
