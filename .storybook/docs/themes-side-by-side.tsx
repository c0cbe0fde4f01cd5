import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Checkbox,
  FormField,
  Input,
  PatientBanner,
  Progress,
  StatCard,
  Switch,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@cep/ui';
import { themes, type Theme } from '../axe-every-theme';
import { themeTitles } from './colour-tokens';

/** Landmarks need distinct names, so each column shows another patient and figure. */
const samples: Record<Theme, { patient: string; stat: string }> = {
  default: { patient: '李明', stat: '今日训练人次' },
  dark: { patient: '王芳', stat: '本周训练人次' },
  'high-contrast': { patient: '赵强', stat: '本月训练人次' },
};

/** The same real components, once per theme: each column is its own `data-theme` block. */
function ThemeColumn({ theme }: { theme: Theme }) {
  const sample = samples[theme];
  const headingId = `theme-column-${theme}`;
  return (
    <section
      aria-labelledby={headingId}
      data-theme={theme}
      className="sb-unstyled flex min-w-0 flex-col gap-4 rounded-md border border-border bg-background p-4 text-foreground"
    >
      <h3 id={headingId} className="text-lg font-semibold">
        {themeTitles[theme]}
      </h3>
      <div className="flex flex-wrap gap-2">
        <Button variant="primary">保存</Button>
        <Button>取消</Button>
        <Button variant="danger">删除</Button>
        <Button variant="text">查看详情</Button>
      </div>
      <div className="flex flex-wrap gap-2">
        <Badge>草稿</Badge>
        <Badge variant="primary">进行中</Badge>
        <Badge variant="success">已完成</Badge>
        <Badge variant="warning">待复核</Badge>
        <Badge variant="danger">已逾期</Badge>
        <Badge variant="info">新消息</Badge>
      </div>
      <FormField label="患者姓名" description="与身份证上的姓名一致">
        <Input placeholder="请输入" />
      </FormField>
      <FormField label="联系电话" error="请输入 11 位手机号" invalid>
        <Input defaultValue="1380013" />
      </FormField>
      <div className="flex flex-wrap gap-4">
        <Checkbox label="已阅读知情同意书" defaultChecked />
        <Switch label="训练提醒" defaultChecked />
      </div>
      <Progress value={64} label="本周训练完成度" showValue />
      <PatientBanner name={sample.patient} sex="男" age={67} idNumber="110101195801011234" />
      <StatCard label={sample.stat} value={128} unit="人次" duration={0} />
      <Tabs defaultValue="plan">
        <TabsList aria-label="患者详情">
          <TabsTrigger value="plan">训练计划</TabsTrigger>
          <TabsTrigger value="report">报告</TabsTrigger>
        </TabsList>
        <TabsContent value="plan">本周 5 次，每次 20 分钟。</TabsContent>
        <TabsContent value="report">暂无报告。</TabsContent>
      </Tabs>
      <Card>
        <CardHeader>
          <CardTitle>今日训练</CardTitle>
        </CardHeader>
        <CardContent>舒尔特方格 · 第 3 级</CardContent>
      </Card>
    </section>
  );
}

export function ThemesSideBySide() {
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      {themes.map((theme) => (
        <ThemeColumn key={theme} theme={theme} />
      ))}
    </div>
  );
}
