import { Card, CardContent, CardHeader, CardTitle } from '@cep/ui';

/** The team's second page. */
export function PlansPage() {
  return (
    <section className="page">
      <h1 className="page-title">随访计划</h1>
      <Card>
        <CardHeader>
          <CardTitle>术后康复（12 周）</CardTitle>
        </CardHeader>
        <CardContent>第 1、2、4、8、12 周各随访一次。</CardContent>
      </Card>
    </section>
  );
}
