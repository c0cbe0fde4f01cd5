import {
  maxPostLength,
  maxUploadBytes,
  postCreate,
  uploadImageTypes,
  type PostCreate,
} from '@cep/contract';
import { Button, FormField, Textarea, useMessages } from '@cep/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { ImagePlus, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useRuleMessage } from '../../../i18n/rule-messages';
import { errorMessage, SaveFailure } from '../../../profile/edit-form-parts';
import { communityMessages, type CommunityMessages } from '../messages';

type PostFields = Omit<PostCreate, 'imageUrl'>;

/** The browser's own check of a picture before it is sent (the server checks the bytes again). */
function pictureProblem(file: File, t: CommunityMessages): string | null {
  if (!(uploadImageTypes as readonly string[]).includes(file.type)) return t.pictureType;
  if (file.size > maxUploadBytes) return t.pictureSize;
  return null;
}

/**
 * Write a post: text (the contract's length rule) and at most one picture. `onSend` uploads the
 * picture and stores the post; on a refusal (too many posts, a bad picture) what was typed stays.
 */
export function PostComposer({
  groupId,
  onSend,
}: {
  groupId: number;
  onSend: (post: PostFields, picture: File | null) => Promise<void>;
}) {
  const t = useMessages(communityMessages);
  const ruleMessage = useRuleMessage();
  const [picture, setPicture] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PostFields>({
    resolver: zodResolver(postCreate.omit({ imageUrl: true })),
    defaultValues: { groupId, body: '' },
  });
  const submit = async (post: PostFields) => {
    setFailure(null);
    try {
      await onSend(post, picture);
      reset({ groupId, body: '' });
      setPicture(null);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="flex flex-col gap-3">
      <FormField
        label={t.newPost}
        description={t.postHint(maxPostLength)}
        error={ruleMessage(errors.body?.message)}
      >
        <Textarea
          size="lg"
          rows={3}
          maxLength={maxPostLength}
          placeholder={t.postPlaceholder}
          {...register('body')}
        />
      </FormField>
      <input
        ref={fileInput}
        type="file"
        accept={uploadImageTypes.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          const problem = pictureProblem(file, t);
          setFailure(problem);
          setPicture(problem ? null : file);
        }}
      />
      {picture && <p>{t.imageChosen(picture.name)}</p>}
      <SaveFailure message={failure} />
      <div className="flex flex-wrap gap-2">
        {picture ? (
          <Button type="button" size="lg" onClick={() => setPicture(null)}>
            <X aria-hidden="true" />
            {t.removeImage}
          </Button>
        ) : (
          <Button type="button" size="lg" onClick={() => fileInput.current?.click()}>
            <ImagePlus aria-hidden="true" />
            {t.addImage}
          </Button>
        )}
        <Button type="submit" size="lg" variant="primary" disabled={isSubmitting}>
          {t.send}
        </Button>
      </div>
    </form>
  );
}
