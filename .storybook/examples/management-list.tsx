import {
  Badge,
  Button,
  createDataTableColumnHelper,
  DataTable,
  FormField,
  Input,
  Select,
  useDataTableState,
  type DataTableState,
} from '@cep/ui';
import { useEffect, useState } from 'react';

interface Patient {
  id: string;
  name: string;
  age: number;
  doctor: string;
  lastTraining: string;
  status: 'active' | 'paused';
}

const names = ['王芳', '李强', '赵敏', '陈刚', '刘洋', '杨静', '黄磊', '周杰', '吴昊', '徐丽'];
const doctors = ['张医生', '刘医生', '陈医生'];
/** 27 patients: three pages of ten. */
const patients: Patient[] = Array.from({ length: 27 }, (_, i) => ({
  id: `p${i + 1}`,
  name: `${names[i % names.length]}${i + 1}`,
  age: 58 + ((i * 7) % 27),
  doctor: doctors[i % doctors.length]!,
  lastTraining: `2026-11-${String(1 + (i % 25)).padStart(2, '0')}`,
  status: i % 4 === 0 ? 'paused' : 'active',
}));

/** Stands in for the server's list call: it filters and pages as the server does. */
async function listPatients(state: DataTableState) {
  await new Promise((resolve) => setTimeout(resolve, 30));
  const rows = patients.filter(
    (p) =>
      (!state.filters.name || p.name.includes(state.filters.name)) &&
      (!state.filters.status || p.status === state.filters.status),
  );
  const start = (state.pageNum - 1) * state.pageSize;
  return { list: rows.slice(start, start + state.pageSize), total: rows.length };
}

const col = createDataTableColumnHelper<Patient>();
const columns = col.columns([
  col.accessor('name', { header: '姓名', enableHiding: false, enableSorting: false }),
  col.accessor('age', {
    header: '年龄',
    enableSorting: false,
    meta: { cellClassName: 'tabular-nums' },
  }),
  col.accessor('doctor', { header: '主治医生', enableSorting: false }),
  col.accessor('lastTraining', {
    header: '最近训练',
    enableSorting: false,
    meta: { cellClassName: 'tabular-nums' },
  }),
  col.accessor('status', {
    header: '状态',
    enableSorting: false,
    cell: ({ getValue }) =>
      getValue() === 'active' ? (
        <Badge variant="success">训练中</Badge>
      ) : (
        <Badge variant="warning">已暂停</Badge>
      ),
  }),
  col.display({
    id: 'actions',
    header: '操作',
    meta: { label: '操作' },
    cell: ({ row }) => (
      <Button variant="link" className="px-0">
        查看 {row.original.name}
      </Button>
    ),
  }),
]);

const statusOptions = [
  { value: 'all', label: '全部' },
  { value: 'active', label: '训练中' },
  { value: 'paused', label: '已暂停' },
];

/** 系统管理 › 患者管理 as the console builds it: a title, the filters, the table, paging. */
export function ManagementList() {
  const [params, setParams] = useState(() => new URLSearchParams());
  const { state, onStateChange, update } = useDataTableState({
    tableId: 'example-patients',
    filterKeys: ['name', 'status'],
    pageSizes: [10, 20, 50],
    searchParams: [params, setParams],
  });
  const [name, setName] = useState('');
  const [status, setStatus] = useState('all');
  const [page, setPage] = useState<{ list: Patient[]; total: number; request: string }>();
  const request = JSON.stringify(state);
  useEffect(() => {
    let current = true;
    void listPatients(JSON.parse(request) as DataTableState).then((result) => {
      if (current) setPage({ ...result, request });
    });
    return () => {
      current = false;
    };
  }, [request]);

  return (
    <main className="flex min-w-0 flex-col gap-4 p-4 md:p-6">
      <h1 className="text-xl font-semibold">患者管理</h1>
      <DataTable
        caption="患者列表"
        columns={columns}
        data={page?.list ?? noRows}
        total={page?.total ?? 0}
        state={state}
        onStateChange={onStateChange}
        getRowId={(p) => p.id}
        getRowLabel={(p) => p.name}
        loading={page?.request !== request}
        emptyText="没有符合条件的患者"
        filters={
          <form
            aria-label="筛选患者"
            className="flex flex-wrap items-end gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              const filters: Record<string, string> = {};
              if (name) filters.name = name;
              if (status !== 'all') filters.status = status;
              update({ filters });
            }}
          >
            <FormField label="姓名">
              <Input value={name} onChange={(event) => setName(event.target.value)} />
            </FormField>
            <FormField label="状态">
              <Select options={statusOptions} value={status} onValueChange={setStatus} />
            </FormField>
            <Button type="submit" variant="primary">
              搜索
            </Button>
          </form>
        }
        actions={<Button>新增患者</Button>}
      />
    </main>
  );
}

const noRows: Patient[] = [];
