import { Badge, Button, Card, CardContent, CardHeader, CardTitle, Progress } from '@cep/ui';
import { useState } from 'react';

const today = [
  { name: '舒尔特方格', minutes: 5, done: true },
  { name: '数字广度', minutes: 8, done: false },
  { name: 'Stroop 色词', minutes: 6, done: false },
];

/**
 * A patient's home page as the console draws it for patients: plain words, one main action,
 * large targets (`size="lg"`, 52 px at 大号 and never under 44 px), status in words.
 */
export function PatientPage() {
  const [started, setStarted] = useState(false);
  const done = today.filter((item) => item.done).length;
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 p-4 md:p-8">
      <h1 className="text-2xl font-semibold">李阿姨，下午好</h1>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>今天的训练</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <Progress
            value={(done / today.length) * 100}
            label={`已完成 ${done} 项，共 ${today.length} 项`}
            showValue
          />
          <ul className="flex flex-col gap-3 text-lg">
            {today.map((item) => (
              <li key={item.name} className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  {item.name} · 约 {item.minutes} 分钟
                </span>
                {item.done ? <Badge variant="success">已完成</Badge> : <Badge>未开始</Badge>}
              </li>
            ))}
          </ul>
          <Button
            variant="primary"
            size="lg"
            className="w-full sm:w-auto"
            onClick={() => setStarted(true)}
          >
            开始今天的训练
          </Button>
          <p role="status" className="text-lg">
            {started ? '好的，先做数字广度。准备好了就点“开始”。' : ''}
          </p>
        </CardContent>
      </Card>
      <nav aria-label="常用" className="grid gap-3 sm:grid-cols-2">
        <Button size="lg">查看我的训练记录</Button>
        <Button size="lg">给我的医生留言</Button>
      </nav>
    </main>
  );
}
