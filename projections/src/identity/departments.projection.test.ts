import { describe, it } from 'vitest';
import { departmentCreated, departmentDeleted, departmentUpdated } from '../testing/identityEvents';
import { ProjectionSpec, rowsOf, specTime } from '../testing/projectionSpec';
import { DEPARTMENTS_TABLE, departmentsProjection } from './departments.projection';

describe('departments projection', () => {
  const given = ProjectionSpec.for(departmentsProjection);
  const tree = [departmentCreated(1, { name: 'Head office' }), departmentCreated(4, { parentId: 1, name: 'Sales' }), departmentCreated(9, { parentId: 4, name: 'Field sales' })];

  it('lists a new department with its path from the root of the tree', () =>
    given(tree).then(
      rowsOf(
        DEPARTMENTS_TABLE,
        { id: 1, parent_id: 0, tree_path: '/1/', name: 'Head office', code: 'D1', sort: 1, status: 1, created_at: specTime(1), updated_at: specTime(1) },
        { id: 4, parent_id: 1, tree_path: '/1/4/', name: 'Sales' },
        { id: 9, parent_id: 4, tree_path: '/1/4/9/', name: 'Field sales', created_at: specTime(3) },
      ),
    ));

  it('moves a department with its whole subtree, keeping when it was created', () =>
    given([...tree, departmentCreated(2, { name: 'Branch' })])
      .when([departmentUpdated(4, { parentId: 2, name: 'Branch sales', status: 0 })])
      .then(
        rowsOf(
          DEPARTMENTS_TABLE,
          { id: 1, tree_path: '/1/' },
          { id: 2, tree_path: '/2/' },
          { id: 4, parent_id: 2, tree_path: '/2/4/', name: 'Branch sales', status: 0, created_at: specTime(2), updated_at: specTime(5) },
          { id: 9, parent_id: 4, tree_path: '/2/4/9/' },
        ),
      ));

  it('removes a deleted department', () => given(tree).when([departmentDeleted(9)]).then(rowsOf(DEPARTMENTS_TABLE, { id: 1 }, { id: 4 })));

  it('does not bring back a department whose edit arrives after its deletion', () =>
    given([departmentCreated(4), departmentDeleted(4)]).when([departmentUpdated(4, { name: 'Late edit' })]).then(rowsOf(DEPARTMENTS_TABLE)));

  it('ends with the same tree when a batch of creations and moves is replayed', () =>
    given([])
      .when([...tree, departmentCreated(2), departmentUpdated(4, { parentId: 2 }), departmentDeleted(1)], { times: 2 })
      .then(rowsOf(DEPARTMENTS_TABLE, { id: 2, tree_path: '/2/' }, { id: 4, tree_path: '/2/4/' }, { id: 9, tree_path: '/2/4/9/' })));
});
