import type { DoctorCreate, PatientCreate } from '@cep/contract';

/*
 * The demo data `npm start` seeds into an empty database (src/seed/seed.ts): one account per role
 * that the README and the first start print, plus more doctors and patients so lists, paging and
 * filters have something to show. Names, mobiles, addresses and ID numbers are made up but follow
 * the real formats (the contract's field rules accept every record; seed.test.ts checks it).
 */

export interface DemoAccount {
  username: string;
  password: string;
  /** users.name, shown in the top bar. */
  name: string;
  introduction: string;
}

/** The record as the create call would take it, minus the account it belongs to. */
export type DemoDoctorRecord = Omit<DoctorCreate, 'userId'>;
export type DemoPatientRecord = Omit<PatientCreate, 'userId'>;

export const demoPasswords = {
  admin: 'Admin@123',
  doctor: 'Doctor@123',
  patient: 'Patient@123',
} as const;

export const demoAdmin: DemoAccount = {
  username: 'admin',
  password: demoPasswords.admin,
  name: '管理员',
  introduction: '平台管理员',
};

interface DoctorSeed {
  username: string;
  name: string;
  sex: '男' | '女';
  age: number;
  job: '医生' | '康复师' | '训练师' | '护士';
  phone: string;
  occupationalNumber: string;
  workingSeniority: number;
  describe: string;
}

/** The first is the printed demo account `doctor` (张医生). */
const doctorSeeds: DoctorSeed[] = [
  {
    username: 'doctor',
    name: '张医生',
    sex: '男',
    age: 46,
    job: '医生',
    phone: '13812345678',
    occupationalNumber: '110110000023456',
    workingSeniority: 21,
    describe: '神经内科主任医师，擅长轻度认知障碍与阿尔茨海默病的早期评估和康复指导。',
  },
  {
    username: 'wangfang',
    name: '王芳',
    sex: '女',
    age: 38,
    job: '康复师',
    phone: '13912345601',
    occupationalNumber: '310310000034512',
    workingSeniority: 13,
    describe: '作业治疗师，专注脑卒中后认知功能康复训练。',
  },
  {
    username: 'liuqiang',
    name: '刘强',
    sex: '男',
    age: 33,
    job: '训练师',
    phone: '15012345602',
    occupationalNumber: '440440000045623',
    workingSeniority: 8,
    describe: '认知训练师，负责计算机辅助认知训练方案的执行与随访。',
  },
  {
    username: 'chenjing',
    name: '陈静',
    sex: '女',
    age: 29,
    job: '护士',
    phone: '18612345603',
    occupationalNumber: '330330000056734',
    workingSeniority: 6,
    describe: '康复科护士，负责患者日常护理、生理信号采集配合与健康宣教。',
  },
  {
    username: 'zhaolei',
    name: '赵磊',
    sex: '男',
    age: 42,
    job: '医生',
    phone: '13712345604',
    occupationalNumber: '510510000067845',
    workingSeniority: 16,
    describe: '精神科副主任医师，擅长老年认知功能评估与多模态生理信号分析。',
  },
];

type Education = NonNullable<PatientCreate['edu']>;
type Handedness = NonNullable<PatientCreate['handedness']>;

interface PatientSeed {
  username: string;
  name: string;
  sex: '男' | '女';
  /** YYYYMMDD, also part of the ID number. */
  birth: string;
  /** Administrative division code (first six digits of the ID number) and where that is. */
  area: keyof typeof areas;
  street: string;
  phone: string;
  job: string;
  hobby: string;
  handedness: Handedness;
  edu: Education;
}

/** Real county-level division codes, so ID numbers and addresses agree. */
const areas = {
  '110105': '北京市朝阳区',
  '110108': '北京市海淀区',
  '310104': '上海市徐汇区',
  '310115': '上海市浦东新区',
  '440106': '广东省广州市天河区',
  '440305': '广东省深圳市南山区',
  '330106': '浙江省杭州市西湖区',
  '320102': '江苏省南京市玄武区',
  '510107': '四川省成都市武侯区',
  '420106': '湖北省武汉市武昌区',
  '610113': '陕西省西安市雁塔区',
  '370102': '山东省济南市历下区',
  '120101': '天津市和平区',
  '430104': '湖南省长沙市岳麓区',
  '500103': '重庆市渝中区',
} as const;

/** The first is the printed demo account `patient` (李患者). */
const patientSeeds: PatientSeed[] = [
  {
    username: 'patient',
    name: '李患者',
    sex: '男',
    birth: '19580312',
    area: '110105',
    street: '建国路88号院3号楼2单元501',
    phone: '13800138000',
    job: '退休教师',
    hobby: '书法、下象棋',
    handedness: '右手',
    edu: '大学本科',
  },
  {
    username: 'wangxiuying',
    name: '王秀英',
    sex: '女',
    birth: '19520721',
    area: '310104',
    street: '漕溪北路201弄5号602室',
    phone: '13916752038',
    job: '退休工人',
    hobby: '广场舞、评弹',
    handedness: '右手',
    edu: '初中',
  },
  {
    username: 'zhangwei',
    name: '张伟',
    sex: '男',
    birth: '19651103',
    area: '440106',
    street: '天河路385号12楼',
    phone: '13560218847',
    job: '会计',
    hobby: '阅读、游泳',
    handedness: '右手',
    edu: '大学专科',
  },
  {
    username: 'liuyang',
    name: '刘洋',
    sex: '男',
    birth: '19900517',
    area: '330106',
    street: '文三路90号东部软件园2号楼',
    phone: '15858172604',
    job: '软件工程师',
    hobby: '跑步、摄影',
    handedness: '左手',
    edu: '硕士研究生',
  },
  {
    username: 'chenxiulan',
    name: '陈秀兰',
    sex: '女',
    birth: '19480130',
    area: '320102',
    street: '中山路18号3栋201',
    phone: '13951736420',
    job: '退休',
    hobby: '养花、听广播',
    handedness: '右手',
    edu: '小学',
  },
  {
    username: 'yangjun',
    name: '杨军',
    sex: '男',
    birth: '19710909',
    area: '510107',
    street: '人民南路四段12号',
    phone: '18980045127',
    job: '公务员',
    hobby: '钓鱼',
    handedness: '右手',
    edu: '大学本科',
  },
  {
    username: 'zhaomin',
    name: '赵敏',
    sex: '女',
    birth: '19831225',
    area: '420106',
    street: '中南路99号保利广场',
    phone: '13797031586',
    job: '中学教师',
    hobby: '弹钢琴、读诗',
    handedness: '右手',
    edu: '硕士研究生',
  },
  {
    username: 'huangqiang',
    name: '黄强',
    sex: '男',
    birth: '19600414',
    area: '610113',
    street: '小寨东路126号百隆广场',
    phone: '13389267750',
    job: '机械工程师',
    hobby: '太极拳',
    handedness: '右手',
    edu: '大学本科',
  },
  {
    username: 'zhouhui',
    name: '周慧',
    sex: '女',
    birth: '19950808',
    area: '440305',
    street: '科技园南区高新南七道8号',
    phone: '17727548913',
    job: '产品经理',
    hobby: '瑜伽、烘焙',
    handedness: '右手',
    edu: '大学本科',
  },
  {
    username: 'wujianguo',
    name: '吴建国',
    sex: '男',
    birth: '19491001',
    area: '370102',
    street: '泉城路180号',
    phone: '15069112385',
    job: '退休干部',
    hobby: '京剧、散步',
    handedness: '右手',
    edu: '高中(含中专)',
  },
  {
    username: 'xuli',
    name: '徐丽',
    sex: '女',
    birth: '19760219',
    area: '120101',
    street: '南京路219号',
    phone: '13602097354',
    job: '护士',
    hobby: '十字绣',
    handedness: '右手',
    edu: '大学专科',
  },
  {
    username: 'sunhao',
    name: '孙浩',
    sex: '男',
    birth: '20010630',
    area: '430104',
    street: '麓山南路932号',
    phone: '19918463270',
    job: '大学生',
    hobby: '篮球、电子游戏',
    handedness: '左手',
    edu: '高中(含中专)',
  },
  {
    username: 'maguilan',
    name: '马桂兰',
    sex: '女',
    birth: '19450505',
    area: '500103',
    street: '解放碑民族路6号',
    phone: '13883350916',
    job: '退休',
    hobby: '听川剧',
    handedness: '无',
    edu: '未上过学',
  },
  {
    username: 'zhuming',
    name: '朱明',
    sex: '男',
    birth: '19681212',
    area: '110108',
    street: '中关村大街27号',
    phone: '18601128563',
    job: '科研人员',
    hobby: '围棋',
    handedness: '右手',
    edu: '博士研究生',
  },
  {
    username: 'hulin',
    name: '胡琳',
    sex: '女',
    birth: '19870303',
    area: '310115',
    street: '张杨路500号时代广场',
    phone: '13761904428',
    job: '销售经理',
    hobby: '旅游',
    handedness: '右手',
    edu: '大学本科',
  },
  {
    username: 'guozhiqiang',
    name: '郭志强',
    sex: '男',
    birth: '19550707',
    area: '330106',
    street: '天目山路176号',
    phone: '15167139042',
    job: '个体经营',
    hobby: '养鸟、喝茶',
    handedness: '右手',
    edu: '初中',
  },
  {
    username: 'heyan',
    name: '何艳',
    sex: '女',
    birth: '19790927',
    area: '510107',
    street: '科华北路65号',
    phone: '18228075319',
    job: '会计',
    hobby: '烹饪',
    handedness: '左手',
    edu: '大学专科',
  },
  {
    username: 'linfeng',
    name: '林峰',
    sex: '男',
    birth: '19930115',
    area: '440106',
    street: '体育西路103号维多利广场',
    phone: '13662481095',
    job: '平面设计师',
    hobby: '绘画、骑行',
    handedness: '右手',
    edu: '大学本科',
  },
  {
    username: 'luoshufen',
    name: '罗淑芬',
    sex: '女',
    birth: '19501111',
    area: '420106',
    street: '武珞路628号',
    phone: '15927364081',
    job: '退休',
    hobby: '打麻将、看电视剧',
    handedness: '右手',
    edu: '小学',
  },
  {
    username: 'gaojie',
    name: '高洁',
    sex: '女',
    birth: '19980422',
    area: '610113',
    street: '雁塔路南段10号',
    phone: '18792650374',
    job: '研究生',
    hobby: '阅读、写作',
    handedness: '右手',
    edu: '大学本科',
  },
];

const idWeights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const idCheckDigits = '10X98765432';

/** GB 11643: the 18th character of a resident ID from its first 17 digits. */
export function idCheckDigit(first17: string): string {
  const sum = idWeights.reduce(
    (total, weight, index) => total + weight * Number(first17[index]),
    0,
  );
  return idCheckDigits[sum % 11] as string;
}

/** Area + birth date + a sequence number whose last digit is odd for men, even for women + check. */
function identityCardOf(seed: PatientSeed, index: number): string {
  let sequence = 100 + ((index * 37) % 890);
  if (sequence % 2 !== (seed.sex === '男' ? 1 : 0)) sequence += 1;
  const first17 = `${seed.area}${seed.birth}${sequence}`;
  return first17 + idCheckDigit(first17);
}

/** Whole years between `birth` (YYYYMMDD) and `now`. */
function ageAt(birth: string, now: Date): number {
  const year = Number(birth.slice(0, 4));
  const monthDay = Number(birth.slice(4));
  const nowMonthDay = (now.getMonth() + 1) * 100 + now.getDate();
  return now.getFullYear() - year - (nowMonthDay < monthDay ? 1 : 0);
}

export interface DemoDoctor {
  account: DemoAccount;
  record: DemoDoctorRecord;
}

export interface DemoPatient {
  account: DemoAccount;
  record: DemoPatientRecord;
  medicalRecordNumber: string;
  birthDate: string;
}

export function demoDoctors(): DemoDoctor[] {
  return doctorSeeds.map((seed) => ({
    account: {
      username: seed.username,
      password: demoPasswords.doctor,
      name: seed.name,
      introduction: seed.describe,
    },
    record: {
      doctorName: seed.name,
      phone: seed.phone,
      avatar: null,
      age: seed.age,
      sex: seed.sex,
      job: seed.job,
      occupationalNumber: seed.occupationalNumber,
      workingSeniority: seed.workingSeniority,
      doctorDescribe: seed.describe,
    },
  }));
}

/** Ages are computed from the birth dates at `now`, so they agree with the ID numbers. */
export function demoPatients(now: Date): DemoPatient[] {
  return patientSeeds.map((seed, index) => ({
    account: {
      username: seed.username,
      password: demoPasswords.patient,
      name: seed.name,
      introduction: '',
    },
    record: {
      patientName: seed.name,
      phone: seed.phone,
      age: ageAt(seed.birth, now),
      sex: seed.sex,
      portrait: null,
      job: seed.job,
      hobby: seed.hobby,
      handedness: seed.handedness,
      address: `${areas[seed.area]}${seed.street}`,
      edu: seed.edu,
      identityCard: identityCardOf(seed, index),
    },
    // The hospital's medical record number and the day of birth (issue 31: what the HIS and FHIR
    // identify a patient by).
    medicalRecordNumber: `MR${String(20260001 + index)}`,
    birthDate: `${seed.birth.slice(0, 4)}-${seed.birth.slice(4, 6)}-${seed.birth.slice(6)}`,
  }));
}

/**
 * The demo's care teams (usernames): 张医生 (`doctor`) treats 李患者 (`patient`) and a handful more,
 * with 王芳 (康复师) and 陈静 (护士) on some of the same teams; 赵磊 (`zhaolei`, a second doctor)
 * treats others. Signing in as `doctor` or `zhaolei` shows two different patient lists; the last
 * few patients are on no team (only admins see them).
 */
export const demoCareTeams: { doctor: string; patients: string[] }[] = [
  {
    doctor: 'doctor',
    patients: ['patient', 'wangxiuying', 'zhangwei', 'liuyang', 'chenxiulan', 'yangjun'],
  },
  { doctor: 'wangfang', patients: ['patient', 'zhangwei', 'zhaomin'] },
  { doctor: 'chenjing', patients: ['patient', 'liuyang'] },
  { doctor: 'liuqiang', patients: ['huangqiang', 'zhouhui'] },
  {
    doctor: 'zhaolei',
    patients: ['zhaomin', 'huangqiang', 'zhouhui', 'wujianguo', 'xuli', 'sunhao', 'maguilan'],
  },
];
