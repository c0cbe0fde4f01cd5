import type { DoctorJob, Education, Handedness, Sex } from '@cep/contract';
import type { Locale } from '@cep/ui';

/** The visible names of the contract's enum values; the values themselves stay Chinese. */
export interface ChoiceLabels {
  sex: Record<Sex, string>;
  doctorJob: Record<DoctorJob, string>;
  handedness: Record<Handedness, string>;
  education: Record<Education, string>;
}

/** The personal centre's strings (spec §2): both dialogs, every field, the avatar upload. */
export interface ProfileMessages {
  title: string;
  /** The view dialog's description. */
  recordDescription: string;
  edit: string;
  editTitle: string;
  editDescription: string;
  save: string;
  cancel: string;
  loading: string;
  loadFailed: string;
  retry: string;
  /** The account has no doctor/patient record yet (an admin creates it). */
  noRecord: string;
  /** Toast after saving when the server only said its generic 'ok'. */
  saved: string;
  /** Heading of the save failure shown in the edit dialog, above the server's message. */
  saveFailed: string;
  fields: {
    name: string;
    avatar: string;
    phone: string;
    age: string;
    sex: string;
    job: string;
    occupationalNumber: string;
    workingSeniority: string;
    doctorDescribe: string;
    work: string;
    hobby: string;
    handedness: string;
    edu: string;
    identityCard: string;
    address: string;
  };
  ageValue: (age: number) => string;
  seniorityValue: (years: number) => string;
  ageUnit: string;
  seniorityUnit: string;
  choose: string;
  avatar: {
    upload: string;
    /** Spec §5, verbatim in Chinese. */
    hint: string;
    type: string;
    size: string;
    uploading: string;
    uploaded: string;
    /** A failed upload that brought no message of its own. */
    failed: string;
    /** Alt text of the picture; `name` is the person's. */
    alt: (name: string) => string;
    none: string;
  };
  choices: ChoiceLabels;
}

export const profileMessages: Record<Locale, ProfileMessages> = {
  'zh-CN': {
    title: '个人中心',
    recordDescription: '您的个人档案，点击“编辑”可修改。',
    edit: '编辑',
    editTitle: '编辑个人信息',
    editDescription: '带 * 的为必填项。保存后立即生效。',
    save: '保存',
    cancel: '取消',
    loading: '正在加载个人信息…',
    loadFailed: '个人信息加载失败：',
    retry: '重试',
    noRecord: '您的账号还没有档案，请联系管理员建立。',
    saved: '保存成功',
    saveFailed: '保存失败：',
    fields: {
      name: '姓名',
      avatar: '头像',
      phone: '手机号',
      age: '年龄',
      sex: '性别',
      job: '职业',
      occupationalNumber: '执业证书编号',
      workingSeniority: '工龄',
      doctorDescribe: '个人简介',
      work: '职业',
      hobby: '爱好',
      handedness: '利手',
      edu: '学历',
      identityCard: '身份证号',
      address: '家庭住址',
    },
    ageValue: (age) => `${age} 岁`,
    seniorityValue: (years) => `${years} 年`,
    ageUnit: '岁',
    seniorityUnit: '年',
    choose: '请选择',
    avatar: {
      upload: '上传头像',
      hint: '只能上传jpg文件，且不超过2M',
      type: '头像只能是 JPG 格式!',
      size: '头像大小不能超过 2MB!',
      uploading: '正在上传头像…',
      uploaded: '头像已上传，保存后生效',
      failed: '头像上传失败，请重试',
      alt: (name) => `${name}的头像`,
      none: '未上传头像',
    },
    choices: {
      sex: { 男: '男', 女: '女' },
      doctorJob: { 医生: '医生', 康复师: '康复师', 训练师: '训练师', 护士: '护士' },
      handedness: { 左手: '左手', 右手: '右手', 无: '无' },
      education: {
        未上过学: '未上过学',
        小学: '小学',
        初中: '初中',
        '高中(含中专)': '高中(含中专)',
        大学专科: '大学专科',
        大学本科: '大学本科',
        硕士研究生: '硕士研究生',
        博士研究生: '博士研究生',
      },
    },
  },
  'en-US': {
    title: 'Personal centre',
    recordDescription: 'Your own record. Choose Edit to change it.',
    edit: 'Edit',
    editTitle: 'Edit personal information',
    editDescription: 'Fields marked * are required. Changes apply as soon as you save.',
    save: 'Save',
    cancel: 'Cancel',
    loading: 'Loading your information…',
    loadFailed: 'Your information could not be loaded: ',
    retry: 'Try again',
    noRecord: 'Your account has no record yet. Ask an administrator to create it.',
    saved: 'Saved',
    saveFailed: 'Not saved: ',
    fields: {
      name: 'Name',
      avatar: 'Avatar',
      phone: 'Mobile number',
      age: 'Age',
      sex: 'Sex',
      job: 'Job',
      occupationalNumber: 'Certificate number',
      workingSeniority: 'Working seniority',
      doctorDescribe: 'Description',
      work: 'Occupation',
      hobby: 'Hobbies',
      handedness: 'Handedness',
      edu: 'Education',
      identityCard: 'ID card number',
      address: 'Home address',
    },
    ageValue: (age) => `${age} ${age === 1 ? 'year' : 'years'}`,
    seniorityValue: (years) => `${years} ${years === 1 ? 'year' : 'years'}`,
    ageUnit: 'years',
    seniorityUnit: 'years',
    choose: 'Choose',
    avatar: {
      upload: 'Upload an avatar',
      hint: 'JPG files only, no larger than 2M',
      type: 'The avatar must be a JPG file!',
      size: 'The avatar must not exceed 2MB!',
      uploading: 'Uploading the avatar…',
      uploaded: 'Avatar uploaded; it applies once you save',
      failed: 'The avatar could not be uploaded. Please try again.',
      alt: (name) => `Avatar of ${name}`,
      none: 'No avatar yet',
    },
    choices: {
      sex: { 男: 'Male', 女: 'Female' },
      doctorJob: {
        医生: 'Doctor',
        康复师: 'Rehabilitation therapist',
        训练师: 'Trainer',
        护士: 'Nurse',
      },
      handedness: { 左手: 'Left-handed', 右手: 'Right-handed', 无: 'Neither' },
      education: {
        未上过学: 'No schooling',
        小学: 'Primary school',
        初中: 'Junior high school',
        '高中(含中专)': 'Senior high school (incl. vocational)',
        大学专科: 'Junior college',
        大学本科: "Bachelor's degree",
        硕士研究生: "Master's degree",
        博士研究生: 'Doctorate',
      },
    },
  },
};
