import { Badge, Card, CardContent, CardHeader, CardTitle, StatCard } from '@cep/ui';
import { Chart } from '@cep/ui/chart';

const week = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'];

const todo = [
  { text: '复查李明的训练计划', status: '今天' },
  { text: '填写王芳的 MoCA 量表', status: '逾期' },
  { text: '回复赵强的留言', status: '今天' },
];

/** A clinician's dashboard: four figures, the week's training in a chart, the to-do list. */
export function Dashboard() {
  return (
    <main className="flex min-w-0 flex-col gap-4 p-4 md:p-6">
      <h1 className="text-xl font-semibold">工作台</h1>
      <h2 className="text-lg font-semibold">今日概览</h2>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="我的患者" value={48} unit="人" duration={0} />
        <StatCard
          label="今日训练人次"
          value={36}
          unit="人次"
          duration={0}
          trend={{ value: 12, unit: '%', period: '较上周' }}
        />
        <StatCard
          label="本周平均正确率"
          value={82.5}
          unit="%"
          format={{ maximumFractionDigits: 1 }}
          duration={0}
          trend={{ value: -3, unit: '%', period: '较上周' }}
        />
        <StatCard label="待复核报告" value={5} unit="份" duration={0} />
      </div>
      <div className="grid min-w-0 gap-4 lg:grid-cols-3">
        <Card className="min-w-0 lg:col-span-2">
          <CardHeader>
            <CardTitle asChild>
              <h2>本周训练</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <Chart
              label="本周每日训练人次与平均得分"
              kind="mix"
              categories={week}
              categoryAxisName="日期"
              axes={[
                { name: '训练人次', unit: '人次', min: 0 },
                { name: '平均得分', unit: '分', min: 0, max: 100 },
              ]}
              series={[
                { name: '训练人次', data: [30, 34, 28, 40, 36, 12, 9] },
                { name: '平均得分', data: [76, 78, 75, 80, 82, 79, 81], axis: 1 },
              ]}
            />
          </CardContent>
        </Card>
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle asChild>
              <h2>待办</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col gap-3">
              {todo.map((item) => (
                <li key={item.text} className="flex items-center justify-between gap-2">
                  <span>{item.text}</span>
                  <Badge variant={item.status === '逾期' ? 'danger' : 'default'}>
                    {item.status}
                  </Badge>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
