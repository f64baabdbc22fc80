// Lays a flow graph out with ELK (layered, children inside their parent's box) and returns every box,
// arrow and label in the drawing's own coordinates. ELK is loaded here only: the Flows page's chunk.
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import { edgeText, type Arrow, type Box, type FlowGraph, type FlowNode, type Layout } from '../../../machines/flows-page/flow-graph';

/** Text is drawn at 11 px; a character is about this wide (the chart's font is the app's). */
const CHAR = 6.4;
const LINE = 16;
const textWidth = (text: string) => Math.ceil(text.length * CHAR) + 8;

const elk = new ELK();

export async function layoutGraph(graph: FlowGraph): Promise<Layout> {
  const children = new Map<string | null, FlowNode[]>();
  for (const node of graph.nodes) children.set(node.parent, [...(children.get(node.parent) ?? []), node]);
  const toElk = (node: FlowNode): ElkNode => {
    const kids = children.get(node.id) ?? [];
    if (!kids.length) return { id: node.id, width: Math.max(textWidth(node.key) + 16, 72), height: 32 };
    return {
      id: node.id,
      layoutOptions: { 'elk.padding': '[top=28,left=12,bottom=12,right=12]', 'elk.direction': node.kind === 'parallel' ? 'RIGHT' : 'DOWN' },
      children: kids.map(toElk),
    };
  };
  const [root] = children.get(null) ?? [];
  const edges: ElkExtendedEdge[] = graph.edges.map((edge) => ({
    id: edge.id,
    sources: [edge.source],
    targets: [edge.target],
    labels: [{ id: `${edge.id}#label`, text: edgeText(edge), width: textWidth(edgeText(edge)), height: LINE }],
  }));
  const drawing: ElkNode = {
    id: '(drawing)',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
      'elk.layered.spacing.nodeNodeBetweenLayers': '40',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeLabels.inline': 'false',
    },
    children: root ? [toElk(root)] : [],
    edges,
  };
  const laid: ElkNode = await elk.layout(drawing);
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const edgeById = new Map(graph.edges.map((e) => [e.id, e]));
  const boxes: Box[] = [];
  const collect = (node: ElkNode) => {
    const flow = byId.get(node.id);
    if (flow) boxes.push({ node: flow, x: node.x ?? 0, y: node.y ?? 0, width: node.width ?? 0, height: node.height ?? 0 });
    for (const child of node.children ?? []) collect(child);
  };
  collect(laid);
  const arrows: Arrow[] = [];
  const gather = (node: ElkNode) => {
    for (const e of (node.edges ?? []) as ElkExtendedEdge[]) {
      const edge = edgeById.get(e.id);
      const section = e.sections?.[0];
      if (!edge || !section) continue;
      const label = e.labels?.[0];
      arrows.push({
        edge,
        points: [section.startPoint, ...(section.bendPoints ?? []), section.endPoint],
        ...(label ? { label: { x: label.x ?? 0, y: label.y ?? 0, text: label.text ?? '' } } : {}),
      });
    }
    for (const child of node.children ?? []) gather(child);
  };
  gather(laid);
  return { width: laid.width ?? 0, height: laid.height ?? 0, boxes, arrows };
}
