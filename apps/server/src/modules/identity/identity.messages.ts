import { registerMessages } from '#server/i18n/messages.ts'

/**
 * The identity module's words. Every sign-in failure reads the same whether the account
 * exists or not (so names cannot be probed); only the attempts left differ.
 */
registerMessages({
  loginSuccess: { zh: '登录成功', en: 'Signed in', es: 'Sesión iniciada', ja: 'ログインしました' },
  loginFailed: {
    zh: '用户不存在/密码错误，还可尝试{left}次',
    en: 'Unknown user or wrong password. {left} attempts left.',
    es: 'Usuario inexistente o contraseña incorrecta. Quedan {left} intentos.',
    ja: 'ユーザーが存在しないか、パスワードが間違っています。残り{left}回試行できます。',
  },
  loginLocked: {
    zh: '账号已锁定，请于 {time} 后重试',
    en: 'Account locked. Try again after {time}.',
    es: 'Cuenta bloqueada. Inténtelo de nuevo después de las {time}.',
    ja: 'アカウントはロックされています。{time} 以降に再試行してください。',
  },
  accountDisabled: {
    zh: '账号已停用，请联系管理员',
    en: 'This account is disabled. Contact an administrator.',
    es: 'Esta cuenta está desactivada. Consulte a un administrador.',
    ja: 'このアカウントは無効です。管理者に連絡してください。',
  },
  logoutDone: { zh: '退出成功', en: 'Signed out', es: 'Sesión cerrada', ja: 'ログアウトしました' },
  feishuNotBound: {
    zh: '该飞书账号尚未绑定，请输入账号密码完成绑定',
    en: 'This Feishu account is not linked yet. Sign in with your user name and password to link it.',
    es: 'Esta cuenta de Feishu aún no está vinculada. Inicie sesión con usuario y contraseña para vincularla.',
    ja: 'この Feishu アカウントはまだ連携されていません。ユーザー名とパスワードで連携してください。',
  },
  feishuNotConfigured: {
    zh: '飞书登录未启用，请使用账号密码登录',
    en: 'Feishu sign-in is not enabled. Sign in with your user name and password.',
    es: 'El inicio de sesión con Feishu no está activado. Use usuario y contraseña.',
    ja: 'Feishu ログインは有効になっていません。ユーザー名とパスワードでログインしてください。',
  },
  feishuCodeInvalid: {
    zh: '飞书授权已失效，请重新扫码登录',
    en: 'The Feishu authorisation has expired. Scan the code again.',
    es: 'La autorización de Feishu ha caducado. Escanee el código de nuevo.',
    ja: 'Feishu の認証が無効です。もう一度コードをスキャンしてください。',
  },
  feishuUnavailable: {
    zh: '飞书服务暂时无法访问，请稍后重试',
    en: 'Feishu cannot be reached right now. Please try again later.',
    es: 'No se puede contactar con Feishu. Inténtelo más tarde.',
    ja: '現在 Feishu に接続できません。しばらくしてから再試行してください。',
  },
  bindTicketInvalid: {
    zh: '绑定已失效，请重新使用飞书登录',
    en: 'The link request has expired. Sign in with Feishu again.',
    es: 'La solicitud de vinculación ha caducado. Vuelva a iniciar sesión con Feishu.',
    ja: '連携リクエストの有効期限が切れました。もう一度 Feishu でログインしてください。',
  },
  // change-password dialog (docs/product/shell.md "Change password"): the same words as the
  // dialog's own checks
  'password.oldRequired': {
    zh: '请输入旧密码',
    en: 'Enter the old password',
    es: 'Introduzca la contraseña anterior',
    ja: '旧パスワードを入力してください',
  },
  'password.required': {
    zh: '请输入密码',
    en: 'Enter the password',
    es: 'Introduzca la contraseña',
    ja: 'パスワードを入力してください',
  },
  'password.tooShort': {
    zh: '密码长度不能少于{min}位',
    en: 'The password must be at least {min} characters',
    es: 'La contraseña debe tener al menos {min} caracteres',
    ja: 'パスワードは{min}文字以上にしてください',
  },
  'password.tooLong': {
    zh: '密码长度不能超过{max}位',
    en: 'The password must be at most {max} characters',
    es: 'La contraseña no puede superar {max} caracteres',
    ja: 'パスワードは{max}文字以内にしてください',
  },
  'password.weak': {
    zh: '密码必须包含大写字母、小写字母、数字和特殊字符',
    en: 'The password must contain upper case, lower case, a digit and a special character',
    es: 'La contraseña debe contener mayúsculas, minúsculas, un dígito y un carácter especial',
    ja: 'パスワードには大文字、小文字、数字、特殊文字を含めてください',
  },
  'password.confirmRequired': {
    zh: '请再次输入密码',
    en: 'Enter the password again',
    es: 'Vuelva a introducir la contraseña',
    ja: 'パスワードをもう一度入力してください',
  },
  'password.mismatch': {
    zh: '两次输入的密码不一致',
    en: 'The two passwords do not match',
    es: 'Las dos contraseñas no coinciden',
    ja: '2 つのパスワードが一致しません',
  },
  'password.oldWrong': {
    zh: '旧密码错误',
    en: 'The old password is wrong',
    es: 'La contraseña anterior es incorrecta',
    ja: '旧パスワードが間違っています',
  },
  'password.notEncoded': {
    zh: '密码字段必须为 Base64 编码',
    en: 'Password fields must be Base64-encoded',
    es: 'Los campos de contraseña deben ir en Base64',
    ja: 'パスワード欄は Base64 でエンコードしてください',
  },
  'password.changed': { zh: '修改成功', en: 'Changed', es: 'Modificada', ja: '変更しました' },
})
