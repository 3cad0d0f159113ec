Feature: Prosperity tracks
  Prosperity steps go one at a time to the tracks of the colours an effect
  allows, split as the player likes; each space reached pays its bonus, the
  rightmost space costs a diamond and pays its bonus only to the first player to
  reach it (chapter 13, sections 13.1 to 13.4). The six tracks are set up by the
  scenario.

  Background:
    Given a 3-player game in round 3
    And it is player 0's turn
    And player 0 holds 3 cards
    And player 0 has 5 diamonds
    And action area G has 1 action space
    And the prosperity tracks are:
      | track      | colour | steps to the rightmost | bonus spaces | rightmost bonus |
      | orange-top | orange | 3                      | 1: 1 gold    | 5 gold          |
      | orange-low | orange | 4                      | 2: 1 wood    | 3 VP            |
      | green-top  | green  | 3                      |              | 2 wood          |
      | green-low  | green  | 4                      |              | 2 iron          |
      | grey-top   | grey   | 3                      |              | 1 wheat         |
      | grey-low   | grey   | 4                      |              | 4 gold          |

  @SL-13.2.1 @SL-13.1.4
  Rule: Steps go only to the tracks of the colours the effect allows

    Example: An orange advance offers the two orange tracks
      Given player 0's character has a free action that gives 2 prosperity steps on the orange tracks
      When player 0 uses the character's free action
      Then player 0 may move the markers on exactly orange-top and orange-low

    Example: A step on a green track is refused
      Given player 0's character has a free action that gives 2 prosperity steps on the orange tracks
      When player 0 uses the character's free action
      And player 0 moves the marker on green-top
      Then the action is refused because of SL-13.2.1

  @SL-13.2.2 @SL-8.6.1
  Rule: The steps of one advance may be split among the allowed tracks

    Example: Area G offers every track
      When player 0 uses action area G
      And player 0 pays the hand cost with 1 card
      Then player 0 may move the markers on exactly orange-top, orange-low, green-top, green-low, grey-top and grey-low
      And player 0 has 3 diamonds

    Example: Area G's two steps go to two tracks
      When player 0 uses action area G
      And player 0 pays the hand cost with 1 card
      And player 0 moves the marker on orange-low
      And player 0 moves the marker on green-top
      Then player 0's marker on orange-low has advanced 1 space
      And player 0's marker on green-top has advanced 1 space
      And player 0 may end the turn

    Example: Area G's two steps go to one track
      When player 0 uses action area G
      And player 0 pays the hand cost with 1 card
      And player 0 moves the marker on orange-low
      And player 0 moves the marker on orange-low
      Then player 0's marker on orange-low has advanced 2 spaces
      And player 0 has 1 wood

  @SL-13.2.3 @SL-13.4.1
  Rule: Steps are taken one at a time, each with its bonus before the next

    Example: The first step's bonus is paid before the second step is asked
      When player 0 uses action area G
      And player 0 pays the hand cost with 1 card
      And player 0 moves the marker on orange-top
      Then player 0 has 1 gold
      And player 0 may move the markers on exactly orange-top, orange-low, green-top, green-low, grey-top and grey-low

  @SL-13.2.4
  Rule: Only an "up to" advance may stop early

    Example: Area G's steps must all be taken
      When player 0 uses action area G
      And player 0 pays the hand cost with 1 card
      And player 0 moves the marker on orange-top
      And player 0 stops
      Then the action is refused because of SL-13.2.4

    Example: An "up to" advance stops after one step
      Given player 0's character has a free action that gives up to 2 prosperity steps on any track
      When player 0 uses the character's free action
      And player 0 moves the marker on grey-low
      And player 0 stops
      Then player 0's marker on grey-low has advanced 1 space
      And player 0 may use action area G

  @SL-13.2.5
  Rule: A marker on its rightmost space moves no further, and a step no allowed track can take is lost

    Example: The track at its end is not offered
      Given player 0's marker on orange-top has advanced 3 spaces
      And player 0's character has a free action that gives 1 prosperity step on the orange tracks
      When player 0 uses the character's free action
      Then player 0 may move the markers on exactly orange-low

    Example: With both orange markers at their ends the step is lost
      Given player 0's marker on orange-top has advanced 3 spaces
      And player 0's marker on orange-low has advanced 4 spaces
      And player 0 holds a face-up skill tile dusk whose flip ability gives 1 prosperity step on the orange tracks
      When player 0 uses the flip ability of skill tile dusk
      Then player 0 may end the turn
      And player 0's marker on orange-top has advanced 3 spaces
      And player 0's marker on orange-low has advanced 4 spaces
      And player 0 has 5 diamonds

  @SL-13.3.1 @SL-13.3.3
  Rule: Moving onto the rightmost space costs a diamond; the first player there takes its bonus

    Example: The first player onto the rightmost space
      Given player 0's marker on orange-top has advanced 2 spaces
      When player 0 uses action area G
      And player 0 pays the hand cost with 1 card
      And player 0 moves the marker on orange-top
      Then player 0's marker on orange-top has advanced 3 spaces
      And player 0 has 2 diamonds
      And player 0 has 5 gold
      And the rightmost space of orange-top was first reached by player 0

  @SL-13.3.3 @SL-13.3.4
  Rule: A later player may still move onto the rightmost space, without its bonus

    Example: Reaching the rightmost space second
      Given player 1 was the first to reach the rightmost space of orange-top
      And player 0's marker on orange-top has advanced 2 spaces
      When player 0 uses action area G
      And player 0 pays the hand cost with 1 card
      And player 0 moves the marker on orange-top
      Then player 0's marker on orange-top has advanced 3 spaces
      And player 0 has 2 diamonds
      And player 0 has 0 gold
      And the rightmost space of orange-top was first reached by player 1

  @SL-13.3.2
  Rule: Without a diamond, or refusing to pay it, the player cannot move onto the rightmost space

    Example: A player without a diamond is offered only the other track
      Given player 0 has 0 diamonds
      And player 0's marker on orange-top has advanced 2 spaces
      And player 0's character has a free action that gives 1 prosperity step on the orange tracks
      When player 0 uses the character's free action
      Then player 0 may move the markers on exactly orange-low

    Example: A step onto the rightmost space without a diamond is refused
      Given player 0 has 0 diamonds
      And player 0's marker on orange-top has advanced 2 spaces
      And player 0's character has a free action that gives 1 prosperity step on the orange tracks
      When player 0 uses the character's free action
      And player 0 moves the marker on orange-top
      Then the action is refused because of SL-13.3.2

    Example: A player may refuse to pay when every step would cost a diamond
      Given player 0's marker on orange-top has advanced 2 spaces
      And player 0's marker on orange-low has advanced 3 spaces
      And player 0's character has a free action that gives 1 prosperity step on the orange tracks
      When player 0 uses the character's free action
      And player 0 stops
      Then player 0's marker on orange-top has advanced 2 spaces
      And player 0's marker on orange-low has advanced 3 spaces
      And player 0 has 5 diamonds
      And nobody has reached the rightmost space of orange-top

  @SL-13.4.2
  Rule: Every player gains a bonus space's bonus, whoever reached it first

    Example: A space another player passed long ago still pays
      Given player 1's marker on orange-low has advanced 4 spaces
      And player 0's marker on orange-low has advanced 1 space
      When player 0 uses action area G
      And player 0 pays the hand cost with 1 card
      And player 0 moves the marker on orange-low
      And player 0 moves the marker on green-low
      Then player 0 has 1 wood

  @SL-13.1.5
  Rule: A marker's progress is the number of spaces from its starting space

    Example: Progress on all six tracks together
      Given player 0's character scores 1 VP per space advanced on the prosperity tracks at each pass
      And player 0's marker on orange-top has advanced 2 spaces
      And player 0's marker on orange-low has advanced 1 space
      And player 0's marker on green-low has advanced 3 spaces
      And player 0's marker on grey-low has advanced 1 space
      When player 0 passes
      Then player 0 has 7 victory points

  @SL-13.1.6
  Rule: The progress of a colour adds its two tracks

    Example: The colour with the least progress
      Given player 0's character scores 2 VP per space advanced in the colour with the least progress at each pass
      And player 0's marker on orange-top has advanced 2 spaces
      And player 0's marker on orange-low has advanced 1 space
      And player 0's marker on green-low has advanced 3 spaces
      And player 0's marker on grey-top has advanced 1 space
      And player 0's marker on grey-low has advanced 1 space
      When player 0 passes
      Then player 0 has 4 victory points

    Example: The colour with the most progress
      Given player 0's character scores 1 VP per space advanced in the colour with the most progress at each pass
      And player 0's marker on orange-top has advanced 2 spaces
      And player 0's marker on orange-low has advanced 2 spaces
      And player 0's marker on green-low has advanced 3 spaces
      When player 0 passes
      Then player 0 has 4 victory points

  @SL-23.15.1 @SL-23.15.3
  Rule: An income ability advances the colour with the least progress

    Example: Grey has the least progress
      Given player 0's character gains 2 prosperity steps on the colour with the least progress at each income phase
      And player 0's marker on orange-top has advanced 1 space
      And player 0's marker on green-low has advanced 2 spaces
      And the income phase of round 4 is next
      When the round begins
      Then player 0 may move the markers on exactly grey-top and grey-low

    Example: The two steps may go one to each track of the colour
      Given player 0's character gains 2 prosperity steps on the colour with the least progress at each income phase
      And player 0's marker on orange-top has advanced 1 space
      And player 0's marker on green-low has advanced 2 spaces
      And the income phase of round 4 is next
      When player 0 moves the marker on grey-top
      And player 0 moves the marker on grey-low
      Then player 0's marker on grey-top has advanced 1 space
      And player 0's marker on grey-low has advanced 1 space

  @SL-23.15.2
  Rule: When colours tie for the least progress the player picks one of them

    Example: Both tied colours are offered for the first step
      Given player 0's character gains 2 prosperity steps on the colour with the least progress at each income phase
      And player 0's marker on green-low has advanced 2 spaces
      And the income phase of round 4 is next
      When the round begins
      Then player 0 may move the markers on exactly orange-top, orange-low, grey-top and grey-low

    Example: The first step fixes the colour of the second
      Given player 0's character gains 2 prosperity steps on the colour with the least progress at each income phase
      And player 0's marker on green-low has advanced 2 spaces
      And the income phase of round 4 is next
      When player 0 moves the marker on orange-top
      Then player 0 may move the markers on exactly orange-top and orange-low

  @SL-23.15.4
  Rule: A clock tower ability may score the progress of the colour with the least progress

    Example: Two victory points per space of the least advanced colour
      Given player 0's clock tower scores 2 VP per space advanced in the colour with the least progress at each pass
      And player 0 has placed clock_tower on hex 0,0
      And player 0's marker on orange-top has advanced 2 spaces
      And player 0's marker on green-top has advanced 1 space
      And player 0's marker on green-low has advanced 2 spaces
      And player 0's marker on grey-low has advanced 2 spaces
      When player 0 passes
      Then player 0 has 4 victory points
