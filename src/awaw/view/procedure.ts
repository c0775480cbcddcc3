import type { ProcedureView } from '../../core/views.ts';
import type { AwawTurnContext } from '../turn/context.ts';
import { attackPanel } from './attack-panel.ts';
import { attritionPanel } from './attrition-panel.ts';

/** The procedure under way: an attack (regular or exploitation) or an attrition; none between them. */
export function procedureView(ctx: AwawTurnContext): ProcedureView | undefined {
  if (ctx.turn.attack) return attackPanel(ctx, ctx.turn.attack);
  if (ctx.turn.attrition) return attritionPanel(ctx, ctx.turn.attrition);
  return undefined;
}
